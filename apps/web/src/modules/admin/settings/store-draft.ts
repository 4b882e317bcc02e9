// The settings form's state turned into `POST /admin/store` (contract medusa-v1 §12.3): the
// default currency must be one of the store's currencies.
import type { UpdateStoreInput } from "@atelier/commerce-client";

export interface StoreDraft {
  name: string;
  currencies: string[];
  default_currency_code: string;
}

export type StoreDraftField = keyof StoreDraft;

export type StoreDraftResult =
  | { ok: true; payload: UpdateStoreInput }
  | { ok: false; errors: Partial<Record<StoreDraftField, string>> };

/** Adds a currency once; removing the default one leaves the default to be chosen again. */
export function withCurrency(draft: StoreDraft, code: string): StoreDraft {
  if (draft.currencies.includes(code)) return draft;
  return { ...draft, currencies: [...draft.currencies, code] };
}

export function withoutCurrency(draft: StoreDraft, code: string): StoreDraft {
  return {
    ...draft,
    currencies: draft.currencies.filter((each) => each !== code),
    default_currency_code: draft.default_currency_code === code ? "" : draft.default_currency_code,
  };
}

export function storePayload(draft: StoreDraft): StoreDraftResult {
  const errors: Partial<Record<StoreDraftField, string>> = {};
  const name = draft.name.trim();
  if (name === "") errors.name = "The store needs a name.";
  if (draft.currencies.length === 0) errors.currencies = "Keep at least one currency.";
  if (!draft.currencies.includes(draft.default_currency_code)) {
    errors.default_currency_code = "Choose the default among the store's currencies.";
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    payload: {
      name,
      currencies: draft.currencies,
      default_currency_code: draft.default_currency_code,
    },
  };
}
