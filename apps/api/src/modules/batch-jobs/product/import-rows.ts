// Reading one product CSV row (columns.ts) into what the catalogue's write functions take: the
// product's fields and the variant's, each checked with the Admin API's own body schemas, and
// references (regions, currencies, collections, sales channels) resolved. A row that fails any
// check is reported with its line and skipped entirely.
import {
  AdminPostProductsProduct,
  AdminPostProductsProductVariantsVariant,
  type BasePriceInput,
  type ProductUpdateBody,
  type VariantUpdateBody,
} from "@atelier/contracts";
import type { z } from "zod";
import {
  COLLECTION_HANDLE,
  COLLECTION_TITLE,
  CURRENCY_PRICE,
  type Cells,
  IMAGE_URL,
  OPTION_NAME,
  PRODUCT_BOOLEAN_COLUMNS,
  PRODUCT_NUMBER_COLUMNS,
  PRODUCT_TAGS,
  PRODUCT_TEXT_COLUMNS,
  PRODUCT_TYPE,
  REGION_PRICE,
  SALES_CHANNEL,
  VARIANT_BOOLEAN_COLUMNS,
  VARIANT_NUMBER_COLUMNS,
  VARIANT_TEXT_COLUMNS,
} from "./columns";

/** What the rows point at, loaded once per job. */
export interface ImportReferences {
  regionsByName: Map<string, { id: string; currency_code: string }>;
  storeCurrencies: Set<string>;
  salesChannelIds: Set<string>;
  salesChannelsByName: Map<string, string>;
  collectionsByHandle: Map<string, string>;
}

export type ProductFields = Omit<ProductUpdateBody, "variants">;
export type VariantFields = Omit<VariantUpdateBody, "options" | "prices">;

export interface ImportRow {
  line: number;
  productId?: string;
  handle?: string;
  product: ProductFields;
  variantId?: string;
  variant: VariantFields;
  /** Undefined when the file has no price columns: prices are then left as they are. */
  prices?: BasePriceInput[];
  /** Option title → value, in the file's order. */
  options: [title: string, value: string][];
}

export class RowError extends Error {}

const has = (header: ReadonlySet<string>, column: string) => header.has(column);

function wholeNumber(column: string, value: string): number {
  if (!/^-?\d+$/.test(value)) throw new RowError(`${column}: "${value}" is not a whole number`);
  return Number(value);
}

function boolean(column: string, value: string): boolean {
  const lower = value.toLowerCase();
  if (lower === "true") return true;
  if (lower === "false") return false;
  throw new RowError(`${column}: "${value}" is not true or false`);
}

/** The first problem zod found, named by the column it came from. */
function checked<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  columnOf: (field: string) => string,
): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = String(issue.path[0] ?? "");
  throw new RowError(`${columnOf(field)}: ${issue.message}`);
}

function columnNamer(columns: Record<string, string>[], fallback: string) {
  return (field: string) => {
    for (const map of columns) {
      const found = Object.entries(map).find(([, name]) => name === field);
      if (found) return found[0];
    }
    return field === "" ? fallback : field;
  };
}

function productFields(
  cells: Cells,
  header: ReadonlySet<string>,
  references: ImportReferences,
): ProductFields {
  const raw: Record<string, unknown> = {};
  for (const [column, field] of Object.entries(PRODUCT_TEXT_COLUMNS)) {
    if (field === "id" || !has(header, column)) continue;
    const value = cells.get(column);
    if (field === "title" || field === "status" || field === "handle") {
      if (value !== undefined) raw[field] = field === "status" ? value.toLowerCase() : value;
    } else raw[field] = value ?? null;
  }
  for (const [column, field] of Object.entries(PRODUCT_NUMBER_COLUMNS)) {
    if (!has(header, column)) continue;
    const value = cells.get(column);
    raw[field] = value === undefined ? null : wholeNumber(column, value);
  }
  for (const [column, field] of Object.entries(PRODUCT_BOOLEAN_COLUMNS)) {
    const value = cells.get(column);
    if (value !== undefined) raw[field] = boolean(column, value);
  }
  if (has(header, PRODUCT_TYPE)) {
    const value = cells.get(PRODUCT_TYPE);
    raw.type = value === undefined ? null : { value };
  }
  if (has(header, PRODUCT_TAGS)) {
    const values = (cells.get(PRODUCT_TAGS) ?? "").split(",").map((tag) => tag.trim());
    raw.tags = [...new Set(values.filter(Boolean))].map((value) => ({ value }));
  }
  // A collection without a handle is exported by its title alone: it is then left as it is.
  if (
    has(header, COLLECTION_HANDLE) &&
    !(cells.get(COLLECTION_HANDLE) === undefined && cells.has(COLLECTION_TITLE))
  ) {
    const handle = cells.get(COLLECTION_HANDLE);
    const id = handle === undefined ? null : references.collectionsByHandle.get(handle);
    if (id === undefined) {
      throw new RowError(`${COLLECTION_HANDLE}: no collection has the handle ${handle}`);
    }
    raw.collection_id = id;
  }
  const imageColumns = [...header].filter((column) => IMAGE_URL.test(column));
  if (imageColumns.length > 0) {
    const numbered = (column: string) => Number(IMAGE_URL.exec(column)![1]);
    raw.images = imageColumns
      .sort((a, b) => numbered(a) - numbered(b))
      .flatMap((column) => cells.get(column) ?? []);
  }
  const channelColumns = [...header].filter((column) => SALES_CHANNEL.test(column));
  if (channelColumns.length > 0)
    raw.sales_channels = salesChannels(cells, channelColumns, references);
  return checked(
    AdminPostProductsProduct.body,
    raw,
    columnNamer([PRODUCT_TEXT_COLUMNS, PRODUCT_NUMBER_COLUMNS, PRODUCT_BOOLEAN_COLUMNS], "Product"),
  );
}

function salesChannels(
  cells: Cells,
  columns: string[],
  references: ImportReferences,
): { id: string }[] {
  const numbers = [...new Set(columns.map((column) => Number(SALES_CHANNEL.exec(column)![1])))];
  const ids = numbers
    .sort((a, b) => a - b)
    .flatMap((number) => {
      const id = cells.get(`Sales Channel ${number} Id`);
      const name = cells.get(`Sales Channel ${number} Name`);
      if (id !== undefined) {
        if (!references.salesChannelIds.has(id)) {
          throw new RowError(`Sales Channel ${number} Id: no sales channel has the id ${id}`);
        }
        return [id];
      }
      if (name === undefined) return [];
      const byName = references.salesChannelsByName.get(name);
      if (byName === undefined) {
        throw new RowError(`Sales Channel ${number} Name: no sales channel is named ${name}`);
      }
      return [byName];
    });
  return [...new Set(ids)].map((id) => ({ id }));
}

function variantFields(cells: Cells, header: ReadonlySet<string>): VariantFields {
  const raw: Record<string, unknown> = {};
  for (const [column, field] of Object.entries(VARIANT_TEXT_COLUMNS)) {
    if (field === "id" || !has(header, column)) continue;
    const value = cells.get(column);
    if (field === "title") {
      if (value !== undefined) raw.title = value;
    } else raw[field] = value ?? null;
  }
  for (const [column, field] of Object.entries(VARIANT_NUMBER_COLUMNS)) {
    if (!has(header, column)) continue;
    const value = cells.get(column);
    if (value !== undefined) raw[field] = wholeNumber(column, value);
    else if (field !== "inventory_quantity") raw[field] = null;
  }
  for (const [column, field] of Object.entries(VARIANT_BOOLEAN_COLUMNS)) {
    const value = cells.get(column);
    if (value !== undefined) raw[field] = boolean(column, value);
  }
  return checked(
    AdminPostProductsProductVariantsVariant.body,
    raw,
    columnNamer([VARIANT_TEXT_COLUMNS, VARIANT_NUMBER_COLUMNS, VARIANT_BOOLEAN_COLUMNS], "Variant"),
  );
}

function prices(
  cells: Cells,
  header: ReadonlySet<string>,
  references: ImportReferences,
): BasePriceInput[] | undefined {
  const columns = [...header].filter(
    (column) => REGION_PRICE.test(column) || CURRENCY_PRICE.test(column),
  );
  if (columns.length === 0) return undefined;
  return columns.flatMap((column): BasePriceInput[] => {
    const value = cells.get(column);
    if (value === undefined) return [];
    const amount = wholeNumber(column, value);
    if (amount < 0) throw new RowError(`${column}: a price cannot be negative`);
    const regionPrice = REGION_PRICE.exec(column);
    if (regionPrice) {
      const [, name, currency] = regionPrice;
      const region = references.regionsByName.get(name);
      if (region === undefined) throw new RowError(`${column}: no region is named ${name}`);
      if (region.currency_code !== currency.toLowerCase()) {
        throw new RowError(
          `${column}: region ${name} sells in ${region.currency_code.toUpperCase()}, not ${currency}`,
        );
      }
      return [{ region_id: region.id, amount }];
    }
    const currency = CURRENCY_PRICE.exec(column)![1].toLowerCase();
    if (!references.storeCurrencies.has(currency)) {
      throw new RowError(
        `${column}: ${currency.toUpperCase()} is not one of the store's currencies`,
      );
    }
    return [{ currency_code: currency, amount }];
  });
}

function options(cells: Cells, header: ReadonlySet<string>): [string, string][] {
  const numbers = [...header]
    .flatMap((column) => {
      const match = OPTION_NAME.exec(column);
      return match ? [Number(match[1])] : [];
    })
    .sort((a, b) => a - b);
  return numbers.flatMap((number): [string, string][] => {
    const title = cells.get(`Option ${number} Name`);
    const value = cells.get(`Option ${number} Value`);
    if (title === undefined && value === undefined) return [];
    if (title === undefined)
      throw new RowError(`Option ${number} Name: a value needs its option's name`);
    if (value === undefined)
      throw new RowError(`Option ${number} Value: option ${title} needs a value`);
    return [[title, value]];
  });
}

/** Reads a row; throws RowError with the reason when it cannot be imported. */
export function readImportRow(
  line: number,
  cells: Cells,
  header: ReadonlySet<string>,
  references: ImportReferences,
): ImportRow {
  const productId = cells.get("Product Id");
  const handle = cells.get("Product Handle");
  if (productId === undefined && handle === undefined) {
    throw new RowError("Product Handle: a row needs the product's handle or its id");
  }
  const row: ImportRow = {
    line,
    productId,
    handle,
    product: productFields(cells, header, references),
    variantId: cells.get("Variant Id"),
    variant: variantFields(cells, header),
    prices: prices(cells, header, references),
    options: options(cells, header),
  };
  const titles = row.options.map(([title]) => title);
  const repeated = titles.find((title, index) => titles.indexOf(title) !== index);
  if (repeated !== undefined) throw new RowError(`Option ${repeated} is named twice`);
  return row;
}
