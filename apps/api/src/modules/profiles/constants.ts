// Messages of trade-professional applications (spec §3 profiles; ARCHITECTURE: profiles/ owns them).

export const TRADE_APPLICATION_PENDING_MESSAGE =
  "Your trade application is already being reviewed; we will let you know the outcome.";

export const TRADE_ALREADY_APPROVED_MESSAGE = "Your trade account is already approved.";
