// The errors the cart API answers with, in the Medusa shape (contract medusa-v1 §2, §6).
import { invalidData, notAllowed, notFound } from "../../http/errors";
import { MAX_LINE_QUANTITY } from "./constants";

export const cartNotFound = (id: string) => notFound(`Cart with id ${id} was not found`);

export const lineItemNotFound = (id: string) => notFound(`Line item with id ${id} was not found`);

export const variantNotFound = (id: string) => notFound(`Variant with id ${id} was not found`);

export const regionNotFound = (id: string) => invalidData(`Region with id ${id} was not found`);

export const noRegion = () =>
  invalidData("A cart needs a region, and the store has none yet: create a region first.");

export const cartCompleted = (id: string) =>
  notAllowed(`Cart with id ${id} is completed and can no longer be changed`);

export const countryNotInRegion = (countryCode: string, regionName: string) =>
  notAllowed(`Country "${countryCode}" is not in the cart's region ${regionName}`);

export const insufficientInventory = (variantId: string) =>
  notAllowed(
    `Variant with id: ${variantId} does not have the required inventory`,
    "insufficient_inventory",
  );

export const variantWithoutPrice = (variantTitle: string, regionName: string) =>
  invalidData(
    `Variant "${variantTitle}" has no price in the region ${regionName}, so it cannot be added to the cart`,
  );

export const productNotInSalesChannel = (productTitle: string) =>
  invalidData(
    `The product "${productTitle}" must belong to the sales channel on which the cart has been created.`,
  );

export const lineQuantityTooLarge = () =>
  invalidData(`A line may hold at most ${MAX_LINE_QUANTITY} of one variant`);

export const variantGone = (lineId: string) =>
  notAllowed(`The variant of line item ${lineId} no longer exists; remove the line instead`);

export const salesChannelNotFound = (id: string) =>
  invalidData(`Sales channel with id ${id} was not found`);

export const salesChannelDisabled = (name: string) =>
  invalidData(`Unable to assign the cart to a disabled Sales Channel "${name}"`);

export const publishableKeyHasSeveralChannels = () =>
  invalidData(
    "The publishable API key is scoped to several sales channels: send sales_channel_id to choose the cart's channel.",
  );

/** A cart whose region was deleted cannot be priced; the storefront then starts a new cart. */
export const cartRegionGone = (id: string) =>
  notAllowed(`The region of cart ${id} no longer exists; create a new cart`);
