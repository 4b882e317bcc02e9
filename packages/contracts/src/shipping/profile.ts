// Shipping profiles: the products and shipping options that go together (Medusa v1 §7.1, §7.6).
import { z } from "zod";
import { Metadata, softDeletable } from "../common/fields";

/** A group of products and the shipping options that may ship them; carts are offered the options of their products' profiles. */
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
