// Staff notes on orders and other resources.
import { z } from "zod";
import { Metadata, softDeletable } from "../common/fields";

export const NoteAuthor = z
  .object({
    id: z.string(),
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
  })
  .meta({ id: "NoteAuthor" });
export type NoteAuthor = z.infer<typeof NoteAuthor>;

export const AdminNote = z
  .object({
    ...softDeletable,
    id: z.string(),
    resource_type: z.string(),
    resource_id: z.string(),
    value: z.string(),
    author_id: z.string().nullable(),
    author: NoteAuthor.nullable().optional(),
    metadata: Metadata,
  })
  .meta({ id: "AdminNote" });
export type AdminNote = z.infer<typeof AdminNote>;
