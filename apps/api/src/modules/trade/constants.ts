// Trade professionals (spec §1: the admin's landing page; issue 4).

export const TRADE_GROUP_NAME = "Trade";

/** Marks the group approval adds customers to, whatever staff rename it to. */
export const TRADE_GROUP_METADATA = { atelier_role: "trade" } as const;

export const NOT_AN_APPLICATION_MESSAGE = "This profile has not applied to the trade programme";

/** The price list that gives the Trade group its prices (made with the group, seeded prices). */
export const TRADE_PRICE_LIST_NAME = "Trade prices";
export const TRADE_PRICE_LIST_DESCRIPTION = "Prices for approved trade professionals";
/** Trade prices are this much below the base price, rounded to whole units of the currency. */
export const TRADE_DISCOUNT_PERCENT = 15;

// Messages of trade-professional applications (spec §3 profiles).
export const TRADE_APPLICATION_PENDING_MESSAGE =
  "Your trade application is already being reviewed; we will let you know the outcome.";

export const TRADE_ALREADY_APPROVED_MESSAGE = "Your trade account is already approved.";
