// Spec §5: a cart is created for a region, and says plainly why it cannot be.
import type { Cart, StoreClient } from "@atelier/commerce-client";
import { MISSING_CLIENT_MESSAGE, MISSING_REGION_MESSAGE } from "./constants";

export async function createCart(
  client: StoreClient | null | undefined,
  regionId: string | null | undefined,
): Promise<Cart> {
  if (!client) throw new Error(MISSING_CLIENT_MESSAGE);
  if (!regionId) throw new Error(MISSING_REGION_MESSAGE);
  const { cart } = await client.store.carts.create({ region_id: regionId });
  return cart;
}
