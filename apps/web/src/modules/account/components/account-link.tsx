"use client";

// The header's person icon: "Account" for a signed-in customer, "Sign in" for a guest.
import Link from "next/link";
import { ACCOUNT_PATHS } from "../constants";
import { useSignedInCustomer } from "../signed-in-customer";

export function AccountLink() {
  const signedIn = Boolean(useSignedInCustomer());
  const label = signedIn ? "Account" : "Sign in";
  return (
    <Link
      href={signedIn ? ACCOUNT_PATHS.account : ACCOUNT_PATHS.login}
      className="inline-flex h-10 items-center gap-2 rounded-full px-2 text-sm text-ink hover:bg-sand md:px-3"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <circle cx="12" cy="8" r="3.75" />
        <path d="M4.75 20c.9-3.6 3.8-5.75 7.25-5.75s6.35 2.15 7.25 5.75" strokeLinecap="round" />
      </svg>
      <span className="sr-only md:not-sr-only">{label}</span>
    </Link>
  );
}
