// The shipping profile of every product and shipping option (contract medusa-v1 §6.3, §7.1, §7.6).
// Medusa groups products and the options that may ship them into profiles, and names the profile
// on products (`profile_id`, `profiles`, on a cart line also `profile`) and on shipping options
// (`profile_id`, `profile`). Atelier ships every product with every option, so it keeps no
// profiles: it answers with this one, Medusa's default profile, wherever Medusa names one.

export interface ShippingProfile {
  id: string;
  name: string;
  type: "default" | "gift_card" | "custom";
  metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** It is not stored, so it has no moment of creation: the epoch, the same in every answer. */
const NOT_STORED = new Date(0).toISOString();

export const DEFAULT_SHIPPING_PROFILE: Readonly<ShippingProfile> = Object.freeze({
  id: "sp_default",
  name: "Default Shipping Profile",
  type: "default",
  metadata: null,
  created_at: NOT_STORED,
  updated_at: NOT_STORED,
  deleted_at: null,
});

/** A product's profile fields as the Store's product routes answer them (`profile` is pruned). */
export interface ProductShippingProfile {
  profile_id: string;
  profiles: readonly Readonly<ShippingProfile>[];
}

export const PRODUCT_SHIPPING_PROFILE: Readonly<ProductShippingProfile> = Object.freeze({
  profile_id: DEFAULT_SHIPPING_PROFILE.id,
  profiles: Object.freeze([DEFAULT_SHIPPING_PROFILE]),
});

/** A shipping option's profile: the stored `profile_id` names nothing Atelier has. */
export interface OptionShippingProfile {
  profile_id: string;
  profile: Readonly<ShippingProfile>;
}

export const OPTION_SHIPPING_PROFILE: Readonly<OptionShippingProfile> = Object.freeze({
  profile_id: DEFAULT_SHIPPING_PROFILE.id,
  profile: DEFAULT_SHIPPING_PROFILE,
});
