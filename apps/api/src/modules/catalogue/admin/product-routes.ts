// /admin/products (contract medusa-v1 §12.1): list, retrieve, create, update, soft delete, the
// variant and option sub-routes, metadata, and the type and tag-usage lists.
import { and, asc, count, desc, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { products, productTagLinks, productTags, productTypes, productVariants } from "../tables";
import type { AppEnv } from "../../../http/context";
import { parseBody, parseQuery, queryFieldList } from "../../../http/validation";
import { paginationQuery } from "../../../http/list-query";
import {
  adminProduct,
  adminVariants,
  findProductRow,
  productNotFound,
} from "../admin-product-response";
import {
  metadataBody,
  optionBody,
  productCreateBody,
  productUpdateBody,
  variantCreateBody,
  variantUpdateBody,
} from "../body-fields";
import { PRODUCT_VARIANTS_DEFAULT_LIMIT } from "../constants";
import { listAdminProducts, productListQuery } from "../product-list";
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

const retrieveQuery = z.strictObject({ expand: queryFieldList, fields: queryFieldList });
const variantListQuery = z.strictObject({
  ...paginationQuery(PRODUCT_VARIANTS_DEFAULT_LIMIT),
  expand: queryFieldList,
  fields: queryFieldList,
});

export const adminProductRoutes = new Hono<AppEnv>()
  .get("/products", async (c) => {
    const query = parseQuery(c, productListQuery);
    const { db, config } = c.get("deps");
    return c.json({
      ...(await listAdminProducts(db, query, config.publicUrl)),
      offset: query.offset,
      limit: query.limit,
    });
  })
  .post("/products", async (c) => {
    const body = await parseBody(c, productCreateBody);
    const { db, config } = c.get("deps");
    const id = await createProduct(db, body, config.publicUrl);
    return c.json({ product: await adminProduct(db, id, config.publicUrl) });
  })
  .get("/products/types", async (c) => {
    const { db } = c.get("deps");
    const types = await db
      .select()
      .from(productTypes)
      .where(isNull(productTypes.deleted_at))
      .orderBy(asc(productTypes.value), asc(productTypes.id));
    return c.json({ types });
  })
  .get("/products/tag-usage", async (c) => {
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
    return c.json({ tags });
  })
  .get("/products/:id", async (c) => {
    parseQuery(c, retrieveQuery);
    const { db, config } = c.get("deps");
    return c.json({ product: await adminProduct(db, c.req.param("id"), config.publicUrl) });
  })
  .post("/products/:id", async (c) => {
    const body = await parseBody(c, productUpdateBody);
    const { db, config } = c.get("deps");
    const id = c.req.param("id");
    await updateProduct(db, id, body, config.publicUrl);
    return c.json({ product: await adminProduct(db, id, config.publicUrl) });
  })
  .delete("/products/:id", async (c) => {
    const id = c.req.param("id");
    await deleteProduct(c.get("deps").db, id);
    return c.json({ id, object: "product", deleted: true });
  })
  .post("/products/:id/metadata", async (c) => {
    const { key, value } = await parseBody(c, metadataBody);
    const { db, config } = c.get("deps");
    const id = c.req.param("id");
    await setProductMetadata(db, id, key, value);
    return c.json({ product: await adminProduct(db, id, config.publicUrl) });
  })
  .get("/products/:id/variants", async (c) => {
    const { offset, limit } = parseQuery(c, variantListQuery);
    const { db } = c.get("deps");
    const id = c.req.param("id");
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
    return c.json({
      variants: await adminVariants(db, rows),
      count: total.count,
      offset,
      limit,
    });
  })
  .post("/products/:id/variants", async (c) => {
    const body = await parseBody(c, variantCreateBody);
    const { db, config } = c.get("deps");
    const id = c.req.param("id");
    await db
      .transaction(async (tx) => {
        const product = await findProductRow(tx, id);
        if (product === undefined) throw productNotFound(id);
        await addVariant(tx, product, body);
      })
      .catch(refuseUniqueClash(PRODUCT_CLASH));
    return c.json({ product: await adminProduct(db, id, config.publicUrl) });
  })
  .post("/products/:id/variants/:variant_id", async (c) => {
    const body = await parseBody(c, variantUpdateBody);
    const { db, config } = c.get("deps");
    const id = c.req.param("id");
    await db
      .transaction(async (tx) => {
        if ((await findProductRow(tx, id)) === undefined) throw productNotFound(id);
        await updateVariant(tx, id, c.req.param("variant_id"), body);
      })
      .catch(refuseUniqueClash(PRODUCT_CLASH));
    return c.json({ product: await adminProduct(db, id, config.publicUrl) });
  })
  .delete("/products/:id/variants/:variant_id", async (c) => {
    const { db, config } = c.get("deps");
    const id = c.req.param("id");
    const variantId = c.req.param("variant_id");
    await db.transaction(async (tx) => {
      if ((await findProductRow(tx, id)) === undefined) throw productNotFound(id);
      await deleteVariant(tx, id, variantId);
    });
    return c.json({
      variant_id: variantId,
      object: "product-variant",
      deleted: true,
      product: await adminProduct(db, id, config.publicUrl),
    });
  })
  .post("/products/:id/options", async (c) => {
    const { title } = await parseBody(c, optionBody);
    const { db, config } = c.get("deps");
    const id = c.req.param("id");
    await addOption(db, id, title);
    return c.json({ product: await adminProduct(db, id, config.publicUrl) });
  })
  .post("/products/:id/options/:option_id", async (c) => {
    const { title } = await parseBody(c, optionBody);
    const { db, config } = c.get("deps");
    const id = c.req.param("id");
    await renameOption(db, id, c.req.param("option_id"), title);
    return c.json({ product: await adminProduct(db, id, config.publicUrl) });
  })
  .delete("/products/:id/options/:option_id", async (c) => {
    const { db, config } = c.get("deps");
    const id = c.req.param("id");
    const optionId = c.req.param("option_id");
    await deleteOption(db, id, optionId);
    return c.json({
      option_id: optionId,
      object: "option",
      deleted: true,
      product: await adminProduct(db, id, config.publicUrl),
    });
  });
