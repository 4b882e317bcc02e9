// Field shapes every entity shares (Medusa v1 §4): ISO dates, metadata, soft deletion, list pages.
import { z } from "zod";

/** An ISO 8601 date and time, as JSON carries a date. */
export const Timestamp = z.string().meta({ format: "date-time" });

/** Free-form data a client may attach; null when none was set. */
export const Metadata = z.record(z.string(), z.unknown()).nullable();
export type Metadata = z.infer<typeof Metadata>;

/** A JSON object (provider data, cart context). */
export const JsonObject = z.record(z.string(), z.unknown());

export const timestamps = {
  created_at: Timestamp,
  updated_at: Timestamp,
};

export const softDeletable = {
  ...timestamps,
  deleted_at: Timestamp.nullable(),
};

/** `{ products: [...], count, offset, limit }` and its siblings. */
export function listOf<const Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z.object({
    ...({ [key]: z.array(item) } as { [K in Key]: z.ZodArray<Item> }),
    count: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
  });
}

/** `{ products: [...], count, offset, limit }` as a type, for clients that build their own. */
export type ListResponse<Key extends string, Item> = { [K in Key]: Item[] } & {
  count: number;
  offset: number;
  limit: number;
};
