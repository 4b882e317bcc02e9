// "Add orders placed as a guest" (issue 13): the shopper types the numbers of their guest orders,
// as their confirmation mails show them (#1042); the shop finds each one's id through the order
// lookup with the account's email (the claim takes only orders of that email anyway), and the
// API's refusals, which name orders by id, are told back by number.

/** Ours, as the API's: the orders one request may add (contracts MAX_CLAIMED_ORDERS). */
export const MAX_GUEST_ORDERS = 50;

/** Spec issue 13 / Medusa v1: the mailed link works for 15 minutes. */
export const GUEST_ORDER_LINK_MINUTES = 15;

export const GUEST_ORDER_MESSAGES = {
  empty: "Enter the number of at least one order.",
  notANumber: (text: string) => `“${text}” is not an order number, such as #1042.`,
  tooMany: `Add at most ${MAX_GUEST_ORDERS} orders at once.`,
  notFound: (displayId: number, email: string) =>
    `We found no order #${displayId} placed with ${email}.`,
  sent: (email: string, numbers: number[]) =>
    `We sent a link to ${email}. Open it within ${GUEST_ORDER_LINK_MINUTES} minutes to add ${numbers
      .map((n) => `#${n}`)
      .join(", ")} to your account.`,
} as const;

/** The order numbers in what the shopper typed ("#1042, 1043"), each once, or what is wrong. */
export function parseOrderNumbers(
  text: string,
): { ok: true; numbers: number[] } | { ok: false; error: string } {
  const parts = text.split(/[\s,;]+/).filter((part) => part !== "");
  if (parts.length === 0) return { ok: false, error: GUEST_ORDER_MESSAGES.empty };
  const numbers: number[] = [];
  for (const part of parts) {
    const match = /^#?(\d{1,9})$/.exec(part);
    const value = match ? Number(match[1]) : 0;
    if (value < 1) return { ok: false, error: GUEST_ORDER_MESSAGES.notANumber(part) };
    if (!numbers.includes(value)) numbers.push(value);
  }
  if (numbers.length > MAX_GUEST_ORDERS) return { ok: false, error: GUEST_ORDER_MESSAGES.tooMany };
  return { ok: true, numbers };
}

/** The API's message with each order id it names replaced by the order's number. */
export function withOrderNumbers(message: string, numbersById: Map<string, number>): string {
  let readable = message;
  for (const [id, displayId] of numbersById) {
    readable = readable.replaceAll(`Order with id ${id}`, `Order #${displayId}`);
  }
  return readable;
}
