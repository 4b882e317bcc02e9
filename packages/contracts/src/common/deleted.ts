// What a delete answers (Medusa v1 §12.1).
import { z } from "zod";

export const DeleteResponse = z
  .object({ id: z.string(), object: z.string(), deleted: z.literal(true) })
  .meta({ id: "DeleteResponse" });
export type DeleteResponse = z.infer<typeof DeleteResponse>;
