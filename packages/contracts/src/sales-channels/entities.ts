// Sales channels: where a cart sells (Medusa v1 §3.4).
import { z } from "zod";

export const SalesChannel = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    is_disabled: z.boolean(),
  })
  .meta({ id: "SalesChannel" });
export type SalesChannel = z.infer<typeof SalesChannel>;
