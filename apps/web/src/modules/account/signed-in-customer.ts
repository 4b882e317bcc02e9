"use client";

// Who is signed in, as the header's account link needs it on every page. The data layer (loaded
// after hydration, issue 16) publishes its `useCustomer` answer here; until then it is unknown.
import type { Customer } from "@atelier/commerce-client";
import { createContext, useContext } from "react";

/** The customer, `null` for a guest; undefined until the data layer has checked the session. */
export const SignedInCustomerContext = createContext<Customer | null | undefined>(undefined);

export function useSignedInCustomer(): Customer | null | undefined {
  return useContext(SignedInCustomerContext);
}
