"use client";

// /account/orders/claim?token=…: the link of the "Add your orders" mail (issue 13). The shopper
// confirms, the token goes to POST /store/orders/customer/confirm, and the account's orders are
// shown with the added ones among them. A wrong, used or expired link says so and leads back to
// the account to ask again. A button, not an automatic call: a mail scanner opening the link
// must not spend the token.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { Button, buttonClassName } from "@/components/ui/button";
import { useCommerce } from "@/modules/commerce";
import { useSingleFlight } from "@/modules/admin/orders/use-single-flight";
import { FormAlert } from "../components/form-field";
import { OrdersSection } from "../components/orders-section";
import { ACCOUNT_PATHS } from "../constants";
import { useCustomer } from "../customer-session";
import { errorMessage } from "../error-message";
import { accountKeys } from "../query-keys";

const INCOMPLETE_LINK =
  "This link is incomplete. Open the link from the mail again, or ask for a new one from your account.";

export function OrderClaimTemplate({ token }: { token?: string }) {
  const client = useCommerce();
  const queryClient = useQueryClient();
  const customer = useCustomer();
  const confirm = useMutation({
    mutationFn: (value: string) => client.store.orders.confirmRequest({ token: value }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.orders() }),
  });
  const confirmOnce = useSingleFlight(confirm);
  const signedIn = Boolean(customer.data);

  return (
    <div className="container-page py-12 md:py-16">
      <header className="mb-8 flex flex-col gap-3">
        <p className="eyebrow">Account</p>
        <h1 className="text-4xl">Add orders placed as a guest</h1>
      </header>
      <div className="flex max-w-3xl flex-col gap-6">
        {!token ? (
          <FormAlert>{INCOMPLETE_LINK}</FormAlert>
        ) : confirm.isSuccess ? (
          <>
            <p
              role="status"
              className="border border-success/50 bg-success/10 px-4 py-3 text-sm text-ink"
            >
              The orders are in your account now.
            </p>
            {signedIn ? (
              <>
                <OrdersSection />
                <Link
                  href={ACCOUNT_PATHS.account}
                  className="self-start text-sm underline underline-offset-4"
                >
                  Back to your account
                </Link>
              </>
            ) : (
              <Link href={ACCOUNT_PATHS.login} className={buttonClassName("primary", "self-start")}>
                Sign in to see them
              </Link>
            )}
          </>
        ) : (
          <>
            <p className="text-muted">
              You asked to add orders you placed without signing in to your Atelier account. Confirm
              to add them.
            </p>
            <FormAlert>
              {confirm.isError ? errorMessage(confirm.error) : null}
              {confirm.isError ? (
                <>
                  {" "}
                  <Link href={ACCOUNT_PATHS.account} className="underline underline-offset-4">
                    Back to your account
                  </Link>
                </>
              ) : null}
            </FormAlert>
            <Button
              className="self-start"
              disabled={confirm.isPending}
              aria-busy={confirm.isPending}
              onClick={() => confirmOnce(token)}
            >
              {confirm.isPending ? "Adding…" : "Add the orders to my account"}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
