// Spec §7: a guest finds an order by its number and email (GET /store/orders?display_id=&email=).
// The form's fields are checked here before the call, so a typo is a field error, not a 400.
import type { OrderLookupQuery } from "@atelier/commerce-client";
import {
  collectErrors,
  emailError,
  hasErrors,
  type FieldErrors,
} from "@/modules/account/validation";

export type OrderLookupField = "orderNumber" | "email";

/** The page's address: `/order/lookup?display_id=…&email=…` (the confirmation mail links here). */
export const ORDER_LOOKUP_PATH = "/order/lookup";

/** What a lookup that matches no order says: the same for a wrong number and a wrong email. */
export const ORDER_NOT_FOUND_MESSAGE = "We couldn't find an order with that number and email.";

/** The largest display id the API accepts (a PostgreSQL integer). */
const MAX_ORDER_NUMBER = 2_147_483_647;

/** "1042" or "#1042", as the order number is printed in mail and on the confirmation page. */
const ORDER_NUMBER_PATTERN = /^#?\s*(\d+)$/;

/** The order number typed, as the API's display id, or undefined when it is not one. */
function orderNumberValue(value: string): number | undefined {
  const digits = ORDER_NUMBER_PATTERN.exec(value.trim())?.[1];
  const number = digits ? Number(digits) : Number.NaN;
  return Number.isSafeInteger(number) && number >= 1 && number <= MAX_ORDER_NUMBER
    ? number
    : undefined;
}

export type OrderLookupInput =
  | { ok: true; query: Pick<OrderLookupQuery, "display_id" | "email"> }
  | { ok: false; errors: FieldErrors<OrderLookupField> };

/** The form's values as the API's query, or the message to show under each wrong field. */
export function parseOrderLookup(values: Record<OrderLookupField, string>): OrderLookupInput {
  const displayId = orderNumberValue(values.orderNumber);
  const errors = collectErrors<OrderLookupField>({
    orderNumber:
      values.orderNumber.trim() === ""
        ? "Order number is required."
        : displayId === undefined
          ? "Enter the order number from your confirmation, for example 1042."
          : undefined,
    email: emailError(values.email),
  });
  if (displayId === undefined || hasErrors(errors)) return { ok: false, errors };
  return { ok: true, query: { display_id: displayId, email: values.email.trim() } };
}

/** The prefilled values of `?display_id=…&email=…`; anything else (an array, nothing) is empty. */
export function lookupValuesFromSearch(search: {
  display_id?: string | string[];
  email?: string | string[];
}): Record<OrderLookupField, string> {
  const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");
  return { orderNumber: single(search.display_id), email: single(search.email) };
}
