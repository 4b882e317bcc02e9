// How the price list screens describe a list: what it is, who it is for, and when it runs.
import type { PriceList } from "@atelier/commerce-client";
import { shortDate } from "../format";
import { PRICE_LIST_STATUS_LABELS, PRICE_LIST_TYPE_LABELS } from "./constants";

/** "Sale · Active", "Override · Draft". */
export function priceListKind(list: PriceList): string {
  return `${PRICE_LIST_TYPE_LABELS[list.type]} · ${PRICE_LIST_STATUS_LABELS[list.status]}`;
}

/** The groups' names, or "Every customer" when the list is for no group in particular. */
export function priceListAudience(list: PriceList): string {
  return list.customer_groups.map((group) => group.name).join(", ") || "Every customer";
}

/** "Any time", "From Dec 1, 2026", "Until Jan 1, 2027", "Dec 1, 2026 – Jan 1, 2027". */
export function priceListDates(list: PriceList): string {
  if (list.starts_at && list.ends_at) {
    return `${shortDate(list.starts_at)} – ${shortDate(list.ends_at)}`;
  }
  if (list.starts_at) return `From ${shortDate(list.starts_at)}`;
  if (list.ends_at) return `Until ${shortDate(list.ends_at)}`;
  return "Any time";
}
