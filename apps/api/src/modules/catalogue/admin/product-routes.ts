// /admin/products (contract medusa-v1 §12.1): list, retrieve, create, update, soft delete, the
// variant and option sub-routes, metadata, and the type and tag-usage lists.
import {
  AdminDeleteProductsProduct,
  AdminDeleteProductsProductOptionsOption,
  AdminDeleteProductsProductVariantsVariant,
  AdminGetProducts,
  AdminGetProductsProduct,
  AdminGetProductsProductVariants,
  AdminGetProductsTagUsage,
  AdminGetProductsTypes,
  AdminPostProducts,
  AdminPostProductsProduct,
  AdminPostProductsProductMetadata,
  AdminPostProductsProductOptions,
  AdminPostProductsProductOptionsOption,
  AdminPostProductsProductVariants,
  AdminPostProductsProductVariantsVariant,
} from "@atelier/contracts";
import { and, asc, count, desc, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { products, productTagLinks, productTags, productTypes, productVariants } from "../tables";
import type { AppEnv } from "../../../http/context";
import { bind, mount, reply } from "../../../http/route";
import {
  adminProduct,
  adminVariants,
  findProductRow,
  productNotFound,
} from "../admin-product-response";
import { listAdminProducts } from "../product-list";
import {
  addOption,
  createProduct,
  deleteOption,
  deleteProduct,
  PRODUCT_CLASH,
  renameOption,
  setProductMetadata,
  updateProduct,
} from "../product-writes";
import { refuseUniqueClash } from "../unique-clash";
import { addVariant, deleteVariant, updateVariant } from "../variant-writes";

const listRoute = bind(AdminGetProducts, async (c, input) => {
  const query = input.query();
  const { db, config } = c.get("deps");
  return reply(c, AdminGetProducts, 200, {
    ...(await listAdminProducts(db, query, config.publicUrl)),
    offset: query.offset,
    limit: query.limit,
  });
});

const createRoute = bind(AdminPostProducts, async (c, input) => {
  const body = await input.body();
  const { db, config } = c.get("deps");
  const id = await createProduct(db, body, config.publicUrl);
  return reply(c, AdminPostProducts, 200, {
    product: await adminProduct(db, id, config.publicUrl),
  });
});

const typesRoute = bind(AdminGetProductsTypes, async (c) => {
  const { db } = c.get("deps");
  const types = await db
    .select()
    .from(productTypes)
    .where(isNull(productTypes.deleted_at))
    .orderBy(asc(productTypes.value), asc(productTypes.id));
  return reply(c, AdminGetProductsTypes, 200, { types });
});

const tagUsageRoute = bind(AdminGetProductsTagUsage, async (c) => {
  const { db } = c.get("deps");
  const usageCount = count(products.id);
  const tags = await db
    .select({ id: productTags.id, value: productTags.value, usage_count: usageCount })
    .from(productTags)
    .leftJoin(productTagLinks, eq(productTagLinks.product_tag_id, productTags.id))
    .leftJoin(
      products,
      and(eq(products.id, productTagLinks.product_id), isNull(products.deleted_at)),
    )
    .where(isNull(productTags.deleted_at))
    .groupBy(productTags.id, productTags.value)
    .orderBy(desc(usageCount), asc(productTags.value));
  return reply(c, AdminGetProductsTagUsage, 200, { tags });
});

const retrieveRoute = bind(AdminGetProductsProduct, async (c, input) => {
  input.query();
  const { db, config } = c.get("deps");
  return reply(c, AdminGetProductsProduct, 200, {
    product: await adminProduct(db, input.params.id, config.publicUrl),
  });
});

const updateRoute = bind(AdminPostProductsProduct, async (c, input) => {
  const body = await input.body();
  const { db, config } = c.get("deps");
  const { id } = input.params;
  await updateProduct(db, id, body, config.publicUrl);
  return reply(c, AdminPostProductsProduct, 200, {
    product: await adminProduct(db, id, config.publicUrl),
  });
});

const deleteRoute = bind(AdminDeleteProductsProduct, async (c, { params }) => {
  await deleteProduct(c.get("deps").db, params.id);
  return reply(c, AdminDeleteProductsProduct, 200, {
    id: params.id,
    object: "product",
    deleted: true,
  });
});

const metadataRoute = bind(AdminPostProductsProductMetadata, async (c, input) => {
  const { key, value } = await input.body();
  const { db, config } = c.get("deps");
  const { id } = input.params;
  await setProductMetadata(db, id, key, value);
  return reply(c, AdminPostProductsProductMetadata, 200, {
    product: await adminProduct(db, id, config.publicUrl),
  });
});

const listVariantsRoute = bind(AdminGetProductsProductVariants, async (c, input) => {
  const { offset, limit } = input.query();
  const { db } = c.get("deps");
  const { id } = input.params;
  if ((await findProductRow(db, id)) === undefined) throw productNotFound(id);
  const where = and(eq(productVariants.product_id, id), isNull(productVariants.deleted_at));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(where)
      .orderBy(
        asc(productVariants.variant_rank),
        asc(productVariants.created_at),
        asc(productVariants.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ count: count() }).from(productVariants).where(where),
  ]);
  return reply(c, AdminGetProductsProductVariants, 200, {
    variants: await adminVariants(db, rows),
    count: total.count,
    offset,
    limit,
  });
});

const createVariantRoute = bind(AdminPostProductsProductVariants, async (c, input) => {
  const body = await input.body();
  const { db, config } = c.get("deps");
  const { id } = input.params;
  await db
    .transaction(async (tx) => {
      const product = await findProductRow(tx, id);
      if (product === undefined) throw productNotFound(id);
      await addVariant(tx, product, body);
    })
    .catch(refuseUniqueClash(PRODUCT_CLASH));
  return reply(c, AdminPostProductsProductVariants, 200, {
    product: await adminProduct(db, id, config.publicUrl),
  });
});

const updateVariantRoute = bind(AdminPostProductsProductVariantsVariant, async (c, input) => {
  const body = await input.body();
  const { db, config } = c.get("deps");
  const { id, variant_id: variantId } = input.params;
  await db
    .transaction(async (tx) => {
      if ((await findProductRow(tx, id)) === undefined) throw productNotFound(id);
      await updateVariant(tx, id, variantId, body);
    })
    .catch(refuseUniqueClash(PRODUCT_CLASH));
  return reply(c, AdminPostProductsProductVariantsVariant, 200, {
    product: await adminProduct(db, id, config.publicUrl),
  });
});

const deleteVariantRoute = bind(
  AdminDeleteProductsProductVariantsVariant,
  async (c, { params }) => {
    const { db, config } = c.get("deps");
    const { id, variant_id: variantId } = params;
    await db.transaction(async (tx) => {
      if ((await findProductRow(tx, id)) === undefined) throw productNotFound(id);
      await deleteVariant(tx, id, variantId);
    });
    return reply(c, AdminDeleteProductsProductVariantsVariant, 200, {
      variant_id: variantId,
      object: "product-variant",
      deleted: true,
      product: await adminProduct(db, id, config.publicUrl),
    });
  },
);

const addOptionRoute = bind(AdminPostProductsProductOptions, async (c, input) => {
  const { title } = await input.body();
  const { db, config } = c.get("deps");
  const { id } = input.params;
  await addOption(db, id, title);
  return reply(c, AdminPostProductsProductOptions, 200, {
    product: await adminProduct(db, id, config.publicUrl),
  });
});

const renameOptionRoute = bind(AdminPostProductsProductOptionsOption, async (c, input) => {
  const { title } = await input.body();
  const { db, config } = c.get("deps");
  const { id, option_id: optionId } = input.params;
  await renameOption(db, id, optionId, title);
  return reply(c, AdminPostProductsProductOptionsOption, 200, {
    product: await adminProduct(db, id, config.publicUrl),
  });
});

const deleteOptionRoute = bind(AdminDeleteProductsProductOptionsOption, async (c, { params }) => {
  const { db, config } = c.get("deps");
  const { id, option_id: optionId } = params;
  await deleteOption(db, id, optionId);
  return reply(c, AdminDeleteProductsProductOptionsOption, 200, {
    option_id: optionId,
    object: "option",
    deleted: true,
    product: await adminProduct(db, id, config.publicUrl),
  });
});

export const adminProductRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  typesRoute,
  tagUsageRoute,
  retrieveRoute,
  updateRoute,
  deleteRoute,
  metadataRoute,
  listVariantsRoute,
  createVariantRoute,
  updateVariantRoute,
  deleteVariantRoute,
  addOptionRoute,
  renameOptionRoute,
  deleteOptionRoute,
]);
