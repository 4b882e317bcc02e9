// What importing one product's rows changes: a new product, an update of the fields and variants
// that differ from the stored product, or nothing. Pre-processing only counts the plans;
// processing carries them out through the catalogue's write functions (product-writes.ts,
// variant-writes.ts), one transaction per product, so a product's rows are written together.
import type { ProductCreateBody } from "@atelier/contracts";
import { and, inArray, isNull, or } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { toMedusaError } from "../../../http/errors";
import { type AdminProduct, adminProducts } from "../../catalogue/admin-product-response";
import { createProduct, createProducts, updateProduct } from "../../catalogue/product-writes";
import { products, productVariants } from "../../catalogue/tables";
import { addVariant, updateVariant } from "../../catalogue/variant-writes";
import type { CsvTable } from "../csv";
import { yieldToRequests } from "../yield";
import {
  type ImportReferences,
  type ImportRow,
  type ProductFields,
  readImportRow,
  RowError,
} from "./import-rows";

type AdminVariant = AdminProduct["variants"][number];

export interface ProductGroup {
  rows: CsvTable["rows"];
}

export interface LineError {
  message: string;
  line: number;
  code?: string;
}

export interface ImportCounts {
  productsCreated: number;
  productsUpdated: number;
  productsUnchanged: number;
  variantsCreated: number;
  variantsUpdated: number;
}

export const noCounts = (): ImportCounts => ({
  productsCreated: 0,
  productsUpdated: 0,
  productsUnchanged: 0,
  variantsCreated: 0,
  variantsUpdated: 0,
});

interface VariantChange {
  row: ImportRow;
  variantId?: string;
  optionValues: { option_id: string; value: string }[];
}

type Plan =
  | { kind: "create"; body: ProductCreateBody; rows: ImportRow[] }
  | {
      kind: "update";
      product: AdminProduct;
      fields?: ProductFields;
      variants: VariantChange[];
      rows: ImportRow[];
    }
  | { kind: "unchanged" };

/** Rows of one product: by Product Id when given, else by handle, in the file's order. */
export function groupRows(table: CsvTable): ProductGroup[] {
  const groups = new Map<string, ProductGroup>();
  for (const row of table.rows) {
    const id = row.cells.get("Product Id");
    const handle = row.cells.get("Product Handle");
    const key = id ? `id:${id}` : handle ? `handle:${handle}` : `line:${row.line}`;
    const group = groups.get(key) ?? { rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Whole products, about `size` rows to a chunk. */
export function chunkGroups(groups: ProductGroup[], size: number): ProductGroup[][] {
  const chunks: ProductGroup[][] = [];
  let current: ProductGroup[] = [];
  let rows = 0;
  for (const group of groups) {
    current.push(group);
    rows += group.rows.length;
    if (rows >= size) {
      chunks.push(current);
      current = [];
      rows = 0;
    }
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

const sorted = (values: string[]) => JSON.stringify([...values].sort());
const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

function productDiffers(fields: ProductFields, product: AdminProduct): boolean {
  return Object.entries(fields).some(([field, value]) => {
    switch (field) {
      case "type":
        return !same((value as { value: string } | null)?.value, product.type?.value);
      case "tags":
        return (
          sorted((value as { value: string }[]).map((tag) => tag.value)) !==
          sorted(product.tags.map((tag) => tag.value))
        );
      case "images":
        return JSON.stringify(value) !== JSON.stringify(product.images.map((image) => image.url));
      case "sales_channels":
        return (
          sorted((value as { id: string }[]).map((channel) => channel.id)) !==
          sorted(product.sales_channels.map((channel) => channel.id))
        );
      default:
        return !same(value, product[field as keyof AdminProduct]);
    }
  });
}

const priceKey = (price: {
  region_id?: string | null;
  currency_code?: string | null;
  amount: number;
}) => `${price.region_id ?? price.currency_code}:${price.amount}`;

function variantDiffers(change: VariantChange, variant: AdminVariant): boolean {
  const { row } = change;
  const columns = Object.entries(row.variant).some(
    ([field, value]) => !same(value, variant[field as keyof AdminVariant]),
  );
  const prices =
    row.prices !== undefined &&
    sorted(row.prices.map(priceKey)) !==
      sorted(
        variant.prices
          .filter((price) => price.min_quantity === null && price.max_quantity === null)
          .map(priceKey),
      );
  const options = change.optionValues.some(
    ({ option_id, value }) =>
      variant.options.find((option) => option.option_id === option_id)?.value !== value,
  );
  return columns || prices || options;
}

function failRows(rows: ImportRow[], message: string, errors: LineError[], code?: string) {
  for (const row of rows) errors.push({ message, line: row.line, ...(code ? { code } : {}) });
}

function planNewProduct(
  rows: ImportRow[],
  skuOwners: Map<string, string>,
  errors: LineError[],
): Plan {
  const [first] = rows;
  const title = first.product.title;
  if (title === undefined) {
    failRows(rows, "Product Title: a new product needs a title", errors);
    return { kind: "unchanged" };
  }
  const optionTitles = first.options.map(([optionTitle]) => optionTitle);
  const kept: ImportRow[] = [];
  const skus = new Set<string>();
  const combinations = new Set<string>();
  for (const row of rows) {
    const fail = (message: string) => errors.push({ message, line: row.line });
    const titles = row.options.map(([optionTitle]) => optionTitle);
    const sku = row.variant.sku ?? undefined;
    const combination = JSON.stringify(
      optionTitles.map((optionTitle) => row.options.find(([t]) => t === optionTitle)?.[1]),
    );
    if (row.variantId !== undefined) fail(`Variant Id: variant ${row.variantId} was not found`);
    else if (sorted(titles) !== sorted(optionTitles)) {
      fail(
        `Options: every variant of ${first.handle ?? title} needs the options ${optionTitles.join(", ") || "(none)"}`,
      );
    } else if (sku !== undefined && (skuOwners.has(sku) || skus.has(sku))) {
      fail(`Variant SKU: another variant already has the SKU ${sku}`);
    } else if (combinations.has(combination)) {
      fail("Options: another variant of this product has the same option values");
    } else {
      if (sku !== undefined) skus.add(sku);
      combinations.add(combination);
      kept.push(row);
    }
  }
  if (kept.length === 0) return { kind: "unchanged" };
  const body: ProductCreateBody = {
    ...first.product,
    title,
    status: first.product.status ?? "draft",
    ...(first.handle === undefined ? {} : { handle: first.handle }),
    options: optionTitles.map((optionTitle) => ({ title: optionTitle })),
    variants: kept.map((row) => ({
      ...row.variant,
      prices: row.prices ?? [],
      options: optionTitles.map((optionTitle) => ({
        value: row.options.find(([t]) => t === optionTitle)![1],
      })),
    })),
  };
  return { kind: "create", body, rows: kept };
}

function planUpdate(
  product: AdminProduct,
  rows: ImportRow[],
  skuOwners: Map<string, string>,
  errors: LineError[],
): Plan {
  const optionIds = new Map(product.options.map((option) => [option.title, option.id]));
  const variants: VariantChange[] = [];
  const kept: ImportRow[] = [];
  for (const row of rows) {
    const fail = (message: string) => errors.push({ message, line: row.line });
    const unknown = row.options.find(([title]) => !optionIds.has(title));
    const sku = row.variant.sku ?? undefined;
    const variant =
      row.variantId !== undefined
        ? product.variants.find((candidate) => candidate.id === row.variantId)
        : sku === undefined
          ? undefined
          : product.variants.find((candidate) => candidate.sku === sku);
    if (row.variantId !== undefined && variant === undefined) {
      fail(`Variant Id: variant ${row.variantId} is not a variant of product ${product.handle}`);
    } else if (unknown !== undefined) {
      fail(`Option ${unknown[0]} is not an option of product ${product.handle}`);
    } else if (sku !== undefined && skuOwners.has(sku) && skuOwners.get(sku) !== product.id) {
      fail(`Variant SKU: a variant of another product has the SKU ${sku}`);
    } else {
      kept.push(row);
      const change: VariantChange = {
        row,
        variantId: variant?.id,
        optionValues: row.options.map(([title, value]) => ({
          option_id: optionIds.get(title)!,
          value,
        })),
      };
      if (variant === undefined || variantDiffers(change, variant)) variants.push(change);
    }
  }
  if (kept.length === 0) return { kind: "unchanged" };
  const fields = productDiffers(kept[0].product, product) ? kept[0].product : undefined;
  if (fields === undefined && variants.length === 0) return { kind: "unchanged" };
  return { kind: "update", product, fields, variants, rows: kept };
}

/** Loads what a chunk's rows may match: products by id or handle, SKU owners. */
async function loadMatches(db: Database, rows: ImportRow[], publicUrl: string) {
  const ids = [...new Set(rows.flatMap((row) => row.productId ?? []))];
  const handles = [...new Set(rows.flatMap((row) => row.handle ?? []))];
  const skus = [...new Set(rows.flatMap((row) => row.variant.sku ?? []))];
  const productRows =
    ids.length + handles.length === 0
      ? []
      : await db
          .select()
          .from(products)
          .where(
            and(
              isNull(products.deleted_at),
              or(
                ids.length ? inArray(products.id, ids) : undefined,
                handles.length ? inArray(products.handle, handles) : undefined,
              ),
            ),
          );
  const found = await adminProducts(db, productRows, publicUrl);
  const owners =
    skus.length === 0
      ? []
      : await db
          .select({ sku: productVariants.sku, product_id: productVariants.product_id })
          .from(productVariants)
          .where(inArray(productVariants.sku, skus));
  return {
    byId: new Map(found.map((product) => [product.id, product])),
    byHandle: new Map(found.map((product) => [product.handle ?? "", product])),
    skuOwners: new Map(owners.map((owner) => [owner.sku ?? "", owner.product_id])),
  };
}

type WritablePlan = Exclude<Plan, { kind: "unchanged" }>;
type CreatePlan = Extract<Plan, { kind: "create" }>;

/** Plans a chunk of products; with `write`, carries the plans out. */
export async function importChunk(
  db: Database,
  chunk: ProductGroup[],
  header: ReadonlySet<string>,
  references: ImportReferences,
  options: { publicUrl: string; write: boolean },
): Promise<{ counts: ImportCounts; errors: LineError[] }> {
  const errors: LineError[] = [];
  const counts = noCounts();
  const groups = chunk.map((group) =>
    group.rows.flatMap((row) => {
      try {
        return [readImportRow(row.line, row.cells, header, references)];
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        errors.push({ message: error.message, line: row.line });
        return [];
      }
    }),
  );
  const matches = await loadMatches(db, groups.flat(), options.publicUrl);
  const count = (plan: WritablePlan) => {
    if (plan.kind === "create") {
      counts.productsCreated += 1;
      counts.variantsCreated += plan.body.variants.length;
    } else {
      counts.productsUpdated += 1;
      for (const change of plan.variants) {
        if (change.variantId === undefined) counts.variantsCreated += 1;
        else counts.variantsUpdated += 1;
      }
    }
  };
  /** Writes one plan in its own transaction; a refused write is reported for its rows. */
  const writeOne = async (plan: WritablePlan) => {
    try {
      await writePlan(db, plan, options.publicUrl);
    } catch (error) {
      const failure = toMedusaError(error);
      if (failure.status >= 500) throw error;
      failRows(plan.rows, failure.message, errors, failure.code);
      return;
    }
    count(plan);
  };
  // New products are written together (a few statements for the lot instead of a dozen per
  // variant). When that is refused, each is written on its own, so only the products at fault
  // are reported, exactly as if they had been written one by one. Pending creations are written
  // before any update, keeping the file's order of writes.
  let pending: CreatePlan[] = [];
  const writePending = async () => {
    const plans = pending;
    pending = [];
    if (plans.length === 0) return;
    try {
      await createProducts(
        db,
        plans.map((plan) => plan.body),
        options.publicUrl,
      );
    } catch (error) {
      if (toMedusaError(error).status >= 500) throw error;
      for (const plan of plans) await writeOne(plan);
      return;
    }
    for (const plan of plans) count(plan);
  };
  for (const rows of groups) {
    if (rows.length === 0) continue;
    await yieldToRequests();
    const [first] = rows;
    const product =
      first.productId !== undefined
        ? matches.byId.get(first.productId)
        : matches.byHandle.get(first.handle ?? "");
    if (first.productId !== undefined && product === undefined) {
      failRows(rows, `Product Id: product ${first.productId} was not found`, errors);
      continue;
    }
    const plan =
      product === undefined
        ? planNewProduct(rows, matches.skuOwners, errors)
        : planUpdate(product, rows, matches.skuOwners, errors);
    if (plan.kind === "unchanged") {
      if (product !== undefined) counts.productsUnchanged += 1;
    } else if (!options.write) {
      count(plan);
    } else if (plan.kind === "create") {
      pending.push(plan);
    } else {
      await writePending();
      await writeOne(plan);
    }
  }
  await writePending();
  return { counts, errors };
}

async function writePlan(db: Database, plan: WritablePlan, publicUrl: string) {
  if (plan.kind === "create") {
    await createProduct(db, plan.body, publicUrl);
    return;
  }
  const { product } = plan;
  await db.transaction(async (tx) => {
    if (plan.fields !== undefined) await updateProduct(tx, product.id, plan.fields, publicUrl);
    const title = plan.fields?.title ?? product.title;
    for (const { row, variantId, optionValues } of plan.variants) {
      if (variantId !== undefined) {
        await updateVariant(tx, product.id, variantId, {
          ...row.variant,
          ...(row.prices === undefined ? {} : { prices: row.prices }),
          options: optionValues,
        });
      } else {
        await addVariant(
          tx,
          { id: product.id, title },
          {
            ...row.variant,
            prices: row.prices ?? [],
            options: optionValues,
          },
        );
      }
    }
  });
}
