// The store's two standing shipping profiles (Medusa v1 creates them at start): the default one,
// which every product and shipping option ships in unless moved, and the gift-card one. The
// migration that made the table created them; this keeps a fresh install whole should they be
// missing, and changes nothing otherwise.
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import {
  DEFAULT_SHIPPING_PROFILE_ID,
  GIFT_CARD_SHIPPING_PROFILE_ID,
} from "../modules/shipping/profile-table";

export async function seedShippingProfiles(db: Database): Promise<void> {
  await db
    .insert(schema.shippingProfiles)
    .values([
      { id: DEFAULT_SHIPPING_PROFILE_ID, name: "Default Shipping Profile", type: "default" },
      { id: GIFT_CARD_SHIPPING_PROFILE_ID, name: "Gift Card Profile", type: "gift_card" },
    ])
    .onConflictDoNothing();
}
