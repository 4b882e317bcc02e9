// Admin routes of shipping profiles (Medusa v1 `api/routes/admin/shipping-profiles`, contract
// §12.1): the profiles (a list without a count), one profile with its products and shipping
// options, create, update (moving the listed products and options into the profile) and delete.
// A cart is offered the options of its products' profiles, so changes drop the cached catalogue.
import { z } from "zod";
import { DeleteResponse } from "../common/deleted";
import { entityId, metadataField, requiredText } from "../common/input";
import { queryFieldList } from "../common/query";
import { operation } from "../operation";
import { MAX_BATCH_SIZE } from "../pricing/fields";
import { ShippingOption } from "./entities";
import { ShippingProfile } from "./profile";

const TAG = "Shipping Profiles";

/** A product of a profile: its own columns, as Medusa loads the `products` relation. */
const ShippingProfileProduct = z
  .looseObject({
    id: z.string(),
    title: z.string(),
    handle: z.string(),
    is_giftcard: z.boolean(),
    profile_id: z.string(),
  })
  .meta({ id: "ShippingProfileProduct" });

/** A shipping option of a profile: its own columns. */
const ShippingProfileOption = ShippingOption.omit({
  requirements: true,
  profile: true,
  price_incl_tax: true,
  tax_rates: true,
  tax_amount: true,
}).meta({ id: "ShippingProfileOption" });

export const AdminShippingProfileDetail = ShippingProfile.extend({
  products: z.array(ShippingProfileProduct),
  shipping_options: z.array(ShippingProfileOption),
}).meta({ id: "AdminShippingProfileDetail" });
export type AdminShippingProfileDetail = z.infer<typeof AdminShippingProfileDetail>;

const profileType = z.enum(["default", "gift_card", "custom"], {
  error: "must be one of 'default', 'custom', 'gift_card'",
});
const idArray = z
  .array(entityId)
  .max(MAX_BATCH_SIZE, { error: `must hold at most ${MAX_BATCH_SIZE} ids` });
const profileAnswer = z.object({ shipping_profile: AdminShippingProfileDetail });

export const AdminGetShippingProfiles = operation({
  id: "AdminGetShippingProfiles",
  method: "get",
  path: "/admin/shipping-profiles",
  tag: TAG,
  summary: "List the shipping profiles",
  description: "Every live profile, oldest first, without paging or a count (as Medusa).",
  audience: "staff",
  query: z.strictObject({ expand: queryFieldList, fields: queryFieldList }),
  responses: { 200: z.object({ shipping_profiles: z.array(ShippingProfile) }) },
});

export const AdminPostShippingProfiles = operation({
  id: "AdminPostShippingProfiles",
  method: "post",
  path: "/admin/shipping-profiles",
  tag: TAG,
  summary: "Create a shipping profile",
  description:
    "`products` and `shipping_options` (ids) are moved into the new profile from wherever they were.",
  audience: "staff",
  body: z.strictObject({
    name: requiredText,
    type: profileType,
    products: idArray.optional(),
    shipping_options: idArray.optional(),
    metadata: metadataField.nullish(),
  }),
  responses: { 200: profileAnswer },
});

export const AdminGetShippingProfilesProfile = operation({
  id: "AdminGetShippingProfilesProfile",
  method: "get",
  path: "/admin/shipping-profiles/{id}",
  tag: TAG,
  summary: "Get a shipping profile",
  description: "With its live products and shipping options.",
  audience: "staff",
  responses: { 200: profileAnswer },
});

export const AdminPostShippingProfilesProfile = operation({
  id: "AdminPostShippingProfilesProfile",
  method: "post",
  path: "/admin/shipping-profiles/{id}",
  tag: TAG,
  summary: "Update a shipping profile",
  description:
    "Renames it, changes its type or metadata (merged into the stored one), and moves the listed `products` and `shipping_options` into it. The store's default and gift-card profiles keep their type.",
  audience: "staff",
  body: z.strictObject({
    name: requiredText.optional(),
    type: profileType.optional(),
    products: idArray.optional(),
    shipping_options: idArray.optional(),
    metadata: metadataField.nullish(),
  }),
  responses: { 200: profileAnswer },
});

export const AdminDeleteShippingProfilesProfile = operation({
  id: "AdminDeleteShippingProfilesProfile",
  method: "delete",
  path: "/admin/shipping-profiles/{id}",
  tag: TAG,
  summary: "Delete a shipping profile",
  description:
    "The store's default and gift-card profiles cannot be deleted. The products of a deleted profile go back to the default profile (gift cards to the gift-card one); its shipping options stay with it and are offered to no cart.",
  audience: "staff",
  responses: { 200: DeleteResponse },
});
