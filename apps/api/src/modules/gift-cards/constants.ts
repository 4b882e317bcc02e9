// Constants of gift cards (contract medusa-v1 §12.1; Medusa v1 GiftCardService.generateCode).

/** A generated code is this many groups of four characters, joined by dashes. */
export const GIFT_CARD_CODE_GROUPS = 4;

/** Upper-case letters and digits, as Medusa's codes. */
export const GIFT_CARD_CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
