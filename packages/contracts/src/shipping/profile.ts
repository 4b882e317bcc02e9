// Shipping profiles: the products and shipping options that go together (Medusa v1 §7.1, §7.6).
import { z } from "zod";
import { Metadata, softDeletable } from "../common/fields";

/** Atelier ships every product with every option, so it answers with one profile, Medusa's default. */
export const ShippingProfile = z
  .object({
    ...softDeletable,
    id: z.string(),
    name: z.string(),
    type: z.enum(["default", "gift_card", "custom"]),
    metadata: Metadata,
  })
  .meta({ id: "ShippingProfile" });
export type ShippingProfile = z.infer<typeof ShippingProfile>;
