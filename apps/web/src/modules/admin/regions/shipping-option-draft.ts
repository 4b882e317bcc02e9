// The shipping option form's text turned into Admin API fields (contract medusa-v1 §12.1,
// §13 requirement types): the price and the optional subtotal bounds, in the region's major units.
import type { AdminShippingOption, ShippingRequirementInput } from "@atelier/commerce-client";
import { moneyInputText, parseMoneyInput } from "../orders/money-input";

export interface ShippingOptionDraft {
  name: string;
  price: string;
  min_subtotal: string;
  max_subtotal: string;
}

export type ShippingOptionField = keyof ShippingOptionDraft;

export type ShippingOptionDraftResult =
  | { ok: true; name: string; amount: number; requirements: ShippingRequirementInput[] }
  | { ok: false; errors: Partial<Record<ShippingOptionField, string>> };

export const emptyShippingOptionDraft: ShippingOptionDraft = {
  name: "",
  price: "",
  min_subtotal: "",
  max_subtotal: "",
};

export function shippingOptionDraftOf(
  option: AdminShippingOption,
  currencyCode: string,
): ShippingOptionDraft {
  const bound = (type: "min_subtotal" | "max_subtotal") => {
    const requirement = option.requirements.find((each) => each.type === type);
    return requirement ? moneyInputText(requirement.amount, currencyCode) : "";
  };
  return {
    name: option.name,
    price: moneyInputText(option.amount ?? 0, currencyCode),
    min_subtotal: bound("min_subtotal"),
    max_subtotal: bound("max_subtotal"),
  };
}

/** A price of 0 is allowed (free shipping); the bounds are optional. */
function parsePrice(text: string, currencyCode: string) {
  if (/^\s*0+(\.0*)?\s*$/.test(text)) return { ok: true as const, amount: 0 };
  return parseMoneyInput(text, currencyCode);
}

export function shippingOptionFields(
  draft: ShippingOptionDraft,
  currencyCode: string,
): ShippingOptionDraftResult {
  const errors: Partial<Record<ShippingOptionField, string>> = {};
  const name = draft.name.trim();
  if (name === "") errors.name = "Name is required.";
  const price = parsePrice(draft.price, currencyCode);
  if (!price.ok) errors.price = price.error;
  const requirements: ShippingRequirementInput[] = [];
  for (const type of ["min_subtotal", "max_subtotal"] as const) {
    if (draft[type].trim() === "") continue;
    const bound = parseMoneyInput(draft[type], currencyCode);
    if (bound.ok) requirements.push({ type, amount: bound.amount });
    else errors[type] = bound.error;
  }
  const [min, max] = ["min_subtotal", "max_subtotal"].map(
    (type) => requirements.find((each) => each.type === type)?.amount,
  );
  if (min !== undefined && max !== undefined && min >= max) {
    errors.max_subtotal = "The maximum must be above the minimum.";
  }
  if (Object.keys(errors).length > 0 || !price.ok) return { ok: false, errors };
  return { ok: true, name, amount: price.amount, requirements };
}
