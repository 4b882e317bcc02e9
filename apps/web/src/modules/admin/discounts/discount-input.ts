// The create-discount form's rules (Medusa v1 `POST /admin/discounts`): a code without spaces, a
// rule (a percentage up to 100, a fixed amount in the one region's currency, or free shipping),
// at least one region, optional dates in order, an optional usage limit, and a dynamic
// discount's validity. Pure, so the form's messages are tested on their own.
import type { AdminDiscount, Body, AdminPostDiscounts } from "@atelier/contracts";
import { formatOrderMoney, parseMoneyInput } from "../orders/money-input";

export type DiscountType = "percentage" | "fixed" | "free_shipping";

export interface DiscountForm {
  code: string;
  type: DiscountType;
  /** The percentage, or the amount in the region currency's major units. */
  value: string;
  allocation: "total" | "item";
  regionIds: string[];
  /** The currency of the first chosen region (a fixed amount's currency). */
  currencyCode: string;
  description: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  isDynamic: boolean;
  /** Days a dynamic discount's codes stay valid; empty for no end. */
  validDays: string;
}

export type DiscountFormField =
  "code" | "value" | "regions" | "endsAt" | "usageLimit" | "validDays";

export type DiscountBody = Body<typeof AdminPostDiscounts>;

export type CheckedDiscount =
  | { ok: true; body: DiscountBody }
  | { ok: false; errors: Partial<Record<DiscountFormField, string>> };

const WHOLE_NUMBER = /^\d+$/;

/** A date field's value as an ISO timestamp at the start of that day (UTC), or undefined. */
const dayStart = (value: string) =>
  value ? new Date(`${value}T00:00:00Z`).toISOString() : undefined;

export function checkDiscountForm(form: DiscountForm): CheckedDiscount {
  const errors: Partial<Record<DiscountFormField, string>> = {};
  const code = form.code.trim().toUpperCase();
  if (code === "") errors.code = "Enter a code.";
  else if (/\s/.test(code)) errors.code = "A code has no spaces.";

  let value = 0;
  if (form.type === "percentage") {
    const text = form.value.trim();
    if (!WHOLE_NUMBER.test(text) || Number(text) < 1 || Number(text) > 100) {
      errors.value = "Enter a whole percentage from 1 to 100.";
    } else value = Number(text);
  } else if (form.type === "fixed") {
    const parsed = parseMoneyInput(form.value, form.currencyCode || "usd");
    if (parsed.ok) value = parsed.amount;
    else errors.value = parsed.error;
  }

  if (form.regionIds.length === 0) errors.regions = "Choose at least one region.";
  else if (form.type === "fixed" && form.regionIds.length > 1) {
    errors.regions = "A fixed amount is in one currency: choose one region.";
  }

  const startsAt = dayStart(form.startsAt);
  const endsAt = dayStart(form.endsAt);
  if (endsAt && startsAt && endsAt <= startsAt) errors.endsAt = "The end must be after the start.";

  const limit = form.usageLimit.trim();
  if (limit !== "" && (!WHOLE_NUMBER.test(limit) || Number(limit) < 1)) {
    errors.usageLimit = "Enter a whole number of uses, at least 1, or leave it empty.";
  }
  const days = form.validDays.trim();
  if (form.isDynamic && days !== "" && (!WHOLE_NUMBER.test(days) || Number(days) < 1)) {
    errors.validDays = "Enter a whole number of days, at least 1, or leave it empty.";
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      code,
      is_dynamic: form.isDynamic,
      rule: {
        type: form.type,
        value,
        allocation: form.type === "fixed" ? form.allocation : "total",
        ...(form.description.trim() && { description: form.description.trim() }),
      },
      regions: form.regionIds,
      ...(startsAt && { starts_at: startsAt }),
      ...(endsAt && { ends_at: endsAt }),
      ...(limit && { usage_limit: Number(limit) }),
      ...(form.isDynamic && days && { valid_duration: `P${days}D` }),
    },
  };
}

/** What a discount takes off, in a few words: "10 %", "$15.00 off the order", "Free shipping". */
export function describeRule(discount: AdminDiscount): string {
  const { rule } = discount;
  if (rule.type === "free_shipping") return "Free shipping";
  if (rule.type === "percentage") return `${rule.value} %`;
  const currency = discount.regions[0]?.currency_code ?? "usd";
  const amount = formatOrderMoney(rule.value, currency);
  return rule.allocation === "item" ? `${amount} off each item` : `${amount} off the order`;
}

/** Uses so far, and the limit when there is one: "3 / 10", "3". */
export function usageText(discount: Pick<AdminDiscount, "usage_count" | "usage_limit">): string {
  return discount.usage_limit === null
    ? String(discount.usage_count)
    : `${discount.usage_count} / ${discount.usage_limit}`;
}

/** Whether a shopper could use the code now, in a word for the list. */
export function discountStatus(
  discount: Pick<
    AdminDiscount,
    "is_disabled" | "starts_at" | "ends_at" | "usage_count" | "usage_limit"
  >,
  now: Date = new Date(),
): "Disabled" | "Scheduled" | "Expired" | "Used up" | "Active" {
  if (discount.is_disabled) return "Disabled";
  if (new Date(discount.starts_at) > now) return "Scheduled";
  if (discount.ends_at && new Date(discount.ends_at) < now) return "Expired";
  if (discount.usage_limit !== null && discount.usage_count >= discount.usage_limit)
    return "Used up";
  return "Active";
}
