// The price list form's text turned into the Admin API body (contract medusa-v1 §12.1
// `AdminPostPriceListsPriceListReq`), and the prices staff type turned into the batch body, with
// a sentence per field that is wrong.
import type {
  MoneyAmount,
  PriceList,
  PriceListCreateInput,
  PriceListPriceInput,
  PriceListStatus,
  PriceListType,
} from "@atelier/commerce-client";
import { parseMoneyInput } from "../orders/money-input";

export interface PriceListDraft {
  name: string;
  description: string;
  type: PriceListType;
  status: PriceListStatus;
  /** `datetime-local` text in the browser's time zone, "" for none. */
  starts_at: string;
  ends_at: string;
  customer_groups: string[];
}

export type PriceListDraftField = "name" | "starts_at" | "ends_at";

export type PriceListDraftResult =
  | { ok: true; payload: PriceListCreateInput }
  | { ok: false; errors: Partial<Record<PriceListDraftField, string>> };

export const emptyPriceListDraft: PriceListDraft = {
  name: "",
  description: "",
  type: "sale",
  status: "draft",
  starts_at: "",
  ends_at: "",
  customer_groups: [],
};

const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as a `datetime-local` field shows it, in the browser's time zone ("" for none). */
export function localDateTimeText(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function priceListDraftOf(list: PriceList): PriceListDraft {
  return {
    name: list.name,
    description: list.description,
    type: list.type,
    status: list.status,
    starts_at: localDateTimeText(list.starts_at),
    ends_at: localDateTimeText(list.ends_at),
    customer_groups: list.customer_groups.map((group) => group.id),
  };
}

/** The instant a `datetime-local` text names; null for "", undefined when it is no date. */
function instantOf(text: string): Date | null | undefined {
  if (text.trim() === "") return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function priceListPayload(draft: PriceListDraft): PriceListDraftResult {
  const errors: Partial<Record<PriceListDraftField, string>> = {};
  const name = draft.name.trim();
  if (name === "") errors.name = "Enter a name for the price list.";
  const startsAt = instantOf(draft.starts_at);
  const endsAt = instantOf(draft.ends_at);
  if (startsAt === undefined) errors.starts_at = "Enter a date and time, or leave it empty.";
  if (endsAt === undefined) errors.ends_at = "Enter a date and time, or leave it empty.";
  if (startsAt && endsAt && endsAt <= startsAt) errors.ends_at = "End after the start.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    payload: {
      name,
      description: draft.description.trim(),
      type: draft.type,
      status: draft.status,
      starts_at: startsAt ? startsAt.toISOString() : null,
      ends_at: endsAt ? endsAt.toISOString() : null,
      customer_groups: draft.customer_groups.map((id) => ({ id })),
    },
  };
}

/** A variant staff are pricing, with the amount they typed. */
export interface NewPriceRow {
  variant_id: string;
  title: string;
  amount: string;
}

export type NewPricesResult =
  { ok: true; prices: PriceListPriceInput[] } | { ok: false; errors: Record<string, string> };

/**
 * The batch body for the typed prices in one currency: a variant's existing price in the list in
 * that currency (for any quantity, in no particular region) is changed by its id, not doubled.
 */
export function newPrices(
  rows: NewPriceRow[],
  currencyCode: string,
  existing: MoneyAmount[],
): NewPricesResult {
  const errors: Record<string, string> = {};
  const prices: PriceListPriceInput[] = [];
  for (const row of rows) {
    const parsed = parseMoneyInput(row.amount, currencyCode);
    if (!parsed.ok) {
      errors[row.variant_id] = parsed.error;
      continue;
    }
    const current = existing.find(
      (price) =>
        price.variant_id === row.variant_id &&
        price.currency_code === currencyCode &&
        price.region_id === null &&
        price.min_quantity === null &&
        price.max_quantity === null,
    );
    prices.push({
      ...(current ? { id: current.id } : {}),
      variant_id: row.variant_id,
      currency_code: currencyCode,
      amount: parsed.amount,
    });
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, prices };
}
