// The shape of one demo product as written by hand; catalogue-rows.ts turns it into table rows.
import type { DrawingKind } from "../illustrations/drawings";
import type { CategoryHandle, CollectionHandle, ProductTypeName, TagValue } from "../taxonomy";

export interface ProductSeed {
  handle: string;
  title: string;
  subtitle: string;
  description: string;
  type: ProductTypeName;
  collection: CollectionHandle;
  categories: CategoryHandle[];
  tags: TagValue[];
  material: string;
  /** Outer size in millimetres and shipping weight in grams. */
  size: { width: number; depth: number; height: number; weight: number };
  /** Every combination of the option values becomes a variant, in the order written. */
  options: { title: string; values: string[] }[];
  /** The starting price in whole US dollars; euro and yen prices follow from it. */
  price: number;
  /** Extra whole US dollars for an option value, e.g. `{ King: 300 }`. */
  surcharges?: Record<string, number>;
  /** "low" leaves 1–3 of each variant; "made-to-order" takes orders beyond the stock. */
  stock?: "low" | "made-to-order";
  /** Variant titles ("Moss", "75 cm / Black") that are sold out. */
  soldOut?: string[];
  /** How the product images are drawn, in the colours of the first variant. */
  drawing: DrawingKind;
  colour: string;
  /** A second colour: legs, frame, pattern or glaze, depending on the drawing. */
  accent: string;
}
