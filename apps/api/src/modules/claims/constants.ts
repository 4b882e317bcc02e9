// The rules claims enforce, as messages (Medusa v1 `services/claim.ts`, `services/claim-item.ts`,
// `api/routes/admin/orders/*-claim*.ts`); Medusa's own wording where it has one.

export const CLAIM_MESSAGES = {
  canceledOrder: "Cannot create a claim on a canceled item.",
  replaceWithoutItems: 'Claims with type "replace" must have at least one additional item.',
  refundWithItems: 'Claims with type "refund" cannot send additional items.',
  refundAmountOnReplace:
    'Claim has type "replace" but must be type "refund" to have a refund_amount.',
  lineNotFound: (id: string) => `Line item with ${id} was not found`,
  customLine: "Cannot claim a custom line item",
  tooMany: "Cannot claim more of an item than has been fulfilled.",
  overRefund: "Cannot refund more than the original payment",
  nothingToRefund: "The order has no captured payment left to refund",
  notShippingOption: "The shipping option cannot ship this order's items",
  methodNotFound: (id: string) => `Shipping method with id: ${id} was not found`,
  optionNotFound: (id: string) => `Shipping option with id: ${id} was not found`,
  itemNotFound: (id: string) => `Claim item with id: ${id} was not found.`,
  imageNotFound: (id: string) => `Claim image with id: ${id} was not found.`,
  tagNotFound: (id: string) => `Claim tag with id: ${id} was not found.`,
  canceledUpdate: "Canceled claim cannot be updated",
  canceledFulfil: "Canceled claim cannot be fulfilled",
  alreadyFulfilled: "The claim has already been fulfilled.",
  notReplace: (type: string) => `Claims with the type "${type}" can not be fulfilled.`,
  noShippingMethod: "Cannot fulfill a claim without a shipping method.",
  canceledShip: "Canceled claim cannot be fulfilled as shipped",
  fulfillmentNotFound: (fulfillmentId: string, claimId: string) =>
    `no fulfillment was found with the id: ${fulfillmentId} related to claim: ${claimId}`,
  alreadyCanceled: "The claim is already canceled",
  cancelRefunded: "Claim with a refund cannot be canceled",
  cancelFulfilled: "All fulfillments must be canceled before the claim can be canceled",
  cancelReturn: "Return must be canceled before the claim can be canceled",
} as const;
