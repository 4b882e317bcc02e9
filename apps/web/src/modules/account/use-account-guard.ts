"use client";

// Account pages are for signed-in customers: a guest is sent to sign in. The API refuses the
// calls anyway; this only spares the guest an empty page.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { ACCOUNT_PATHS } from "./constants";
import { useCustomer } from "./customer-session";

export function useAccountGuard() {
  const router = useRouter();
  const customer = useCustomer();
  const signedOut = customer.data === null;
  useEffect(() => {
    if (signedOut) router.replace(ACCOUNT_PATHS.login);
  }, [signedOut, router]);
  return customer;
}
