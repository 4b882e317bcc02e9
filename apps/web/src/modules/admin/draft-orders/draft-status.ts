// Words for a draft order's state, and the figures its list and page show.
import type { DraftOrder } from "@atelier/commerce-client";

export const DRAFT_STATUS_LABELS: Record<DraftOrder["status"], string> = {
  open: "Open",
  completed: "Completed",
};

/** The customer's name when the draft has one, else the email it was made for. */
export function draftCustomer(draft: DraftOrder): string {
  const customer = draft.cart?.customer;
  const name = [customer?.first_name, customer?.last_name].filter(Boolean).join(" ");
  const email = draft.cart?.email ?? customer?.email ?? "—";
  return name ? `${name} (${email})` : email;
}
