// How admin screens show dates and people.
import type { CustomerBase } from "@atelier/commerce-client";

export function shortDate(value: string | null): string {
  if (!value) return "—";
  return new Date(value).toLocaleDateString("en-US", { dateStyle: "medium" });
}

/** A customer's full name, or their email when they gave no name. */
export function customerName(customer: Pick<CustomerBase, "first_name" | "last_name" | "email">) {
  return [customer.first_name, customer.last_name].filter(Boolean).join(" ") || customer.email;
}
