"use client";

import { useCustomerSessionRefresh } from "../customer-session";

/** Spec §9: mounted once in the shop's providers, so every page keeps the session alive. */
export function CustomerSessionRefresh() {
  useCustomerSessionRefresh();
  return null;
}
