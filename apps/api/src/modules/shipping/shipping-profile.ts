// The shipping profile of every product and shipping option (contract medusa-v1 §6.3, §7.1, §7.6).
// Medusa groups products and the options that may ship them into profiles, and names the profile
// on products (`profile_id`, `profiles`, on a cart line also `profile`) and on shipping options
// (`profile_id`, `profile`). Profiles are few and read on every product page and cart, so they are
// loaded whole and cached like the catalogue's other lookups (admin writes drop the cache).
import { isDeepStrictEqual } from "node:util";
import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { catalogueLookup } from "../../http/response-cache";
import { DEFAULT_SHIPPING_PROFILE_ID, shippingProfiles } from "./profile-table";

export interface ShippingProfile {
  id: string;
  name: string;
  type: "default" | "gift_card" | "custom";
  metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A product's profile fields as the Store's product routes answer them (`profile` is pruned). */
export interface ProductShippingProfile {
  profile_id: string;
  profiles: readonly Readonly<ShippingProfile>[];
}

/** A shipping option's profile. */
export interface OptionShippingProfile {
  profile_id: string;
  profile: Readonly<ShippingProfile>;
}

/**
 * The profiles by id, each made once per load with its answers' fields ready to share. Deleted
 * ones are kept: their shipping options still name them.
 */
export class ShippingProfiles {
  private readonly byId: Map<string, Readonly<ShippingProfile>>;
  private readonly productFields = new Map<string, Readonly<ProductShippingProfile>>();
  private readonly optionFields = new Map<string, Readonly<OptionShippingProfile>>();

  constructor(profiles: readonly Readonly<ShippingProfile>[]) {
    this.byId = new Map(profiles.map((profile) => [profile.id, profile]));
  }

  /** A profile by id; a row naming none (it cannot: a foreign key) would show the default one. */
  get(id: string): Readonly<ShippingProfile> {
    const profile = this.byId.get(id) ?? this.byId.get(DEFAULT_SHIPPING_PROFILE_ID);
    if (profile === undefined) throw new Error("The default shipping profile is missing");
    return profile;
  }

  /** `profile_id` and `profiles` of a product in the profile `id`, shared by every answer. */
  ofProduct(id: string): Readonly<ProductShippingProfile> {
    let fields = this.productFields.get(id);
    if (fields === undefined) {
      const profile = this.get(id);
      fields = Object.freeze({ profile_id: profile.id, profiles: Object.freeze([profile]) });
      this.productFields.set(id, fields);
    }
    return fields;
  }

  /** Whether `other` holds the same profiles (rows of the same data, in the same order). */
  sameAs(other: ShippingProfiles): boolean {
    return isDeepStrictEqual([...this.byId.values()], [...other.byId.values()]);
  }

  /** `profile_id` and `profile` of a shipping option in the profile `id`. */
  ofOption(id: string): Readonly<OptionShippingProfile> {
    let fields = this.optionFields.get(id);
    if (fields === undefined) {
      const profile = this.get(id);
      fields = Object.freeze({ profile_id: profile.id, profile });
      this.optionFields.set(id, fields);
    }
    return fields;
  }
}

// Profiles reloaded unchanged stay the same object: cart lines' answers are memoised by it.
const profileLookup = catalogueLookup<ShippingProfiles>((kept, loaded) => kept.sameAs(loaded));

async function loadProfiles(db: Database): Promise<ShippingProfiles> {
  const rows = await db
    .select()
    .from(shippingProfiles)
    .orderBy(asc(shippingProfiles.created_at), asc(shippingProfiles.id));
  return new ShippingProfiles(
    rows.map((row) =>
      Object.freeze({
        ...row,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
        deleted_at: row.deleted_at?.toISOString() ?? null,
      }),
    ),
  );
}

/**
 * The shipping profiles, cached with the catalogue under `db`. Inside a transaction pass it as
 * `reader`: a miss then reads through it (PGlite's one connection is the transaction's), while a
 * hit still comes from the cache the rest of the API shares.
 */
export function loadShippingProfiles(
  db: Database,
  reader: Database = db,
): Promise<ShippingProfiles> {
  return profileLookup(db, "shipping-profiles", () => loadProfiles(reader), {
    shared: reader === db,
  });
}
