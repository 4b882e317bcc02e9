// Messages of the exchange rules (Medusa v1 `SwapService`); Medusa's own wording where it has one.
export const SWAP_MESSAGES = {
  notSwappable: "Order cannot be swapped",
  canceledCart: "Cart related to canceled swap cannot be completed",
  canceledFulfil: "Canceled swap cannot be fulfilled",
  alreadyFulfilled: "The swap was already fulfilled",
  noShippingMethods: "Cannot fulfill an swap that doesn't have shipping methods",
  canceledShip: "Canceled swap cannot be fulfilled as shipped",
  canceledProcess: "Canceled swap cannot be processed",
  notConfirmed: "Cannot process a swap that hasn't been confirmed by the customer",
  alreadyCanceled: "The swap is already canceled",
  withRefund: "Swap with a refund cannot be canceled",
  withFulfillments: "All fulfillments must be canceled before the swap can be canceled",
  withReturn: "Return must be canceled before the swap can be canceled",
  notReturnOption: "A return shipping option cannot ship an exchange's new items",
  returnShippingTitle: "Return shipping",
  cartChanged: "The exchange's cart no longer holds the items the exchange was made with",
} as const;
