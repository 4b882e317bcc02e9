// Medusa v1's product CSV columns (strategies/batch-jobs/product/types/columns-definition.ts):
// one row per variant, the product's columns repeated on each, then the numbered option, price,
// image and sales channel columns. Export writes these cells; import reads them and compares an
// existing product's cells with the file's, so an exported file re-imports to no change.
import type { AdminProduct } from "../../catalogue/admin-product-response";

type AdminVariant = AdminProduct["variants"][number];

/** Text columns of the product, by header, and the product field each holds. */
export const PRODUCT_TEXT_COLUMNS = {
  "Product Id": "id",
  "Product Handle": "handle",
  "Product Title": "title",
  "Product Subtitle": "subtitle",
  "Product Description": "description",
  "Product Status": "status",
  "Product Thumbnail": "thumbnail",
  "Product HS Code": "hs_code",
  "Product Origin Country": "origin_country",
  "Product MID Code": "mid_code",
  "Product Material": "material",
  "Product External Id": "external_id",
} as const;

export const PRODUCT_NUMBER_COLUMNS = {
  "Product Weight": "weight",
  "Product Length": "length",
  "Product Width": "width",
  "Product Height": "height",
} as const;

export const PRODUCT_BOOLEAN_COLUMNS = { "Product Discountable": "discountable" } as const;

export const VARIANT_TEXT_COLUMNS = {
  "Variant Id": "id",
  "Variant Title": "title",
  "Variant SKU": "sku",
  "Variant Barcode": "barcode",
  "Variant HS Code": "hs_code",
  "Variant Origin Country": "origin_country",
  "Variant MID Code": "mid_code",
  "Variant Material": "material",
} as const;

export const VARIANT_NUMBER_COLUMNS = {
  "Variant Inventory Quantity": "inventory_quantity",
  "Variant Weight": "weight",
  "Variant Length": "length",
  "Variant Width": "width",
  "Variant Height": "height",
} as const;

export const VARIANT_BOOLEAN_COLUMNS = {
  "Variant Allow Backorder": "allow_backorder",
  "Variant Manage Inventory": "manage_inventory",
} as const;

/** Columns export writes and import reads but does not take from the file (Medusa: not supported). */
export const EXPORT_ONLY_COLUMNS = [
  "Product Collection Title",
  "Product Profile Name",
  "Product Profile Type",
];

export const COLLECTION_HANDLE = "Product Collection Handle";
export const COLLECTION_TITLE = "Product Collection Title";
export const PRODUCT_TYPE = "Product Type";
export const PRODUCT_TAGS = "Product Tags";

export const OPTION_NAME = /^Option (\d+) Name$/;
export const OPTION_VALUE = /^Option (\d+) Value$/;
export const REGION_PRICE = /^Price (.+) \[([A-Z]{3})\]$/;
export const CURRENCY_PRICE = /^Price ([A-Z]{3})$/;
export const IMAGE_URL = /^Image (\d+) Url$/;
export const SALES_CHANNEL = /^Sales Channel (\d+) (Name|Id|Description)$/;

const FIXED_PRODUCT_COLUMNS = [
  ...Object.keys(PRODUCT_TEXT_COLUMNS).slice(0, 7),
  ...Object.keys(PRODUCT_NUMBER_COLUMNS),
  ...Object.keys(PRODUCT_TEXT_COLUMNS).slice(7, 11),
  "Product Collection Title",
  COLLECTION_HANDLE,
  PRODUCT_TYPE,
  PRODUCT_TAGS,
  ...Object.keys(PRODUCT_BOOLEAN_COLUMNS),
  "Product External Id",
  "Product Profile Name",
  "Product Profile Type",
];

const FIXED_VARIANT_COLUMNS = [
  "Variant Id",
  "Variant Title",
  "Variant SKU",
  "Variant Barcode",
  "Variant Inventory Quantity",
  "Variant Allow Backorder",
  "Variant Manage Inventory",
  ...Object.keys(VARIANT_NUMBER_COLUMNS).slice(1),
  ...Object.keys(VARIANT_TEXT_COLUMNS).slice(4),
];

/** How a header is read, or undefined when import does not know it. */
export function isKnownColumn(header: string): boolean {
  return (
    FIXED_PRODUCT_COLUMNS.includes(header) ||
    FIXED_VARIANT_COLUMNS.includes(header) ||
    [OPTION_NAME, OPTION_VALUE, REGION_PRICE, CURRENCY_PRICE, IMAGE_URL, SALES_CHANNEL].some(
      (pattern) => pattern.test(header),
    )
  );
}

/** A region's price column header, as Medusa writes it. */
export const regionPriceHeader = (name: string, currencyCode: string) =>
  `Price ${name} [${currencyCode.toUpperCase()}]`;
export const currencyPriceHeader = (currencyCode: string) => `Price ${currencyCode.toUpperCase()}`;

const text = (value: string | number | boolean | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

export type Cells = Map<string, string>;

/** The product's own cells (what every one of its rows repeats), without empty ones. */
export function productCells(product: AdminProduct): Cells {
  const cells: [string, string][] = [
    ...Object.entries(PRODUCT_TEXT_COLUMNS).map(
      ([header, field]) => [header, text(product[field])] as [string, string],
    ),
    ...Object.entries(PRODUCT_NUMBER_COLUMNS).map(
      ([header, field]) => [header, text(product[field])] as [string, string],
    ),
    ["Product Discountable", text(product.discountable)],
    ["Product Collection Title", text(product.collection?.title)],
    [COLLECTION_HANDLE, text(product.collection?.handle)],
    [PRODUCT_TYPE, text(product.type?.value)],
    [PRODUCT_TAGS, product.tags.map((tag) => tag.value).join(",")],
    ...product.images.flatMap(
      (image, index) => [[`Image ${index + 1} Url`, image.url]] as [string, string][],
    ),
    ...product.sales_channels.flatMap(
      (channel, index) =>
        [
          [`Sales Channel ${index + 1} Name`, channel.name],
          [`Sales Channel ${index + 1} Id`, channel.id],
        ] as [string, string][],
    ),
  ];
  return new Map(cells.filter(([, value]) => value !== ""));
}

/** A variant's cells: its columns, option names and values in the product's order, prices. */
export function variantCells(
  product: AdminProduct,
  variant: AdminVariant,
  regionNames: ReadonlyMap<string, string>,
): Cells {
  const cells: [string, string][] = [
    ...Object.entries(VARIANT_TEXT_COLUMNS).map(
      ([header, field]) => [header, text(variant[field])] as [string, string],
    ),
    ...Object.entries(VARIANT_NUMBER_COLUMNS).map(
      ([header, field]) => [header, text(variant[field])] as [string, string],
    ),
    ...Object.entries(VARIANT_BOOLEAN_COLUMNS).map(
      ([header, field]) => [header, text(variant[field])] as [string, string],
    ),
  ];
  product.options.forEach((option, index) => {
    const value = variant.options.find((row) => row.option_id === option.id)?.value ?? "";
    cells.push([`Option ${index + 1} Name`, option.title], [`Option ${index + 1} Value`, value]);
  });
  for (const price of variant.prices) {
    if (price.min_quantity !== null || price.max_quantity !== null) continue;
    const regionName = price.region_id === null ? undefined : regionNames.get(price.region_id);
    const header =
      regionName === undefined
        ? currencyPriceHeader(price.currency_code)
        : regionPriceHeader(regionName, price.currency_code);
    cells.push([header, String(price.amount)]);
  }
  return new Map(cells.filter(([, value]) => value !== ""));
}

/** The header of an export: the fixed columns, then as many numbered columns as the rows need. */
export function exportHeader(rows: Cells[]): string[] {
  const seen = new Set(rows.flatMap((row) => [...row.keys()]));
  const numbered = (pattern: RegExp, names: (n: number) => string[]) => {
    const most = Math.max(0, ...[...seen].map((header) => Number(pattern.exec(header)?.[1] ?? 0)));
    return Array.from({ length: most }, (_, index) => names(index + 1)).flat();
  };
  const prices = [...seen]
    .filter((header) => CURRENCY_PRICE.test(header) || REGION_PRICE.test(header))
    .sort();
  return [
    ...FIXED_PRODUCT_COLUMNS,
    ...FIXED_VARIANT_COLUMNS,
    ...numbered(OPTION_NAME, (n) => [`Option ${n} Name`, `Option ${n} Value`]),
    ...prices,
    ...numbered(IMAGE_URL, (n) => [`Image ${n} Url`]),
    ...numbered(SALES_CHANNEL, (n) => [`Sales Channel ${n} Name`, `Sales Channel ${n} Id`]),
  ];
}
