"use client";

// "Add orders placed as a guest" (issue 13): the shopper types the numbers of orders they placed
// without signing in, with this account's email; each is found through the order lookup, and the
// API mails a link to the account's email (POST /store/orders/batch/customer/token). The link's
// page (/account/orders/claim) adds them.
import type { Customer } from "@atelier/commerce-client";
import { isCommerceError } from "@atelier/commerce-client";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useCommerce } from "@/modules/commerce";
import { useSingleFlight } from "@/modules/admin/orders/use-single-flight";
import { errorMessage } from "../error-message";
import { GUEST_ORDER_MESSAGES, parseOrderNumbers, withOrderNumbers } from "../guest-orders";
import { AccountSection } from "./account-section";
import { FormAlert, TextField } from "./form-field";

class GuestOrderError extends Error {}

export function GuestOrdersSection({ customer }: { customer: Pick<Customer, "email"> }) {
  const client = useCommerce();
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | undefined>();
  const request = useMutation({
    mutationFn: async (numbers: number[]) => {
      const numbersById = new Map<string, number>();
      for (const displayId of numbers) {
        const found = await client.store.orders
          .lookupOrder({ display_id: displayId, email: customer.email })
          .catch((error: unknown) => {
            if (isCommerceError(error) && error.status === 404) {
              throw new GuestOrderError(GUEST_ORDER_MESSAGES.notFound(displayId, customer.email));
            }
            throw error;
          });
        numbersById.set(found.order.id, displayId);
      }
      await client.store.orders
        .requestCustomerOrders({ order_ids: [...numbersById.keys()] })
        .catch((error: unknown) => {
          throw new GuestOrderError(withOrderNumbers(errorMessage(error), numbersById));
        });
      return numbers;
    },
    onSuccess: (numbers) => {
      setSent(GUEST_ORDER_MESSAGES.sent(customer.email, numbers));
      setText("");
    },
  });
  const requestOnce = useSingleFlight(request);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(undefined);
    const parsed = parseOrderNumbers(text);
    setFieldError(parsed.ok ? undefined : parsed.error);
    if (parsed.ok) requestOnce(parsed.numbers);
  }

  const failure = request.isError
    ? request.error instanceof GuestOrderError
      ? request.error.message
      : errorMessage(request.error)
    : null;
  return (
    <AccountSection title="Add orders placed as a guest">
      <form
        noValidate
        onSubmit={submit}
        aria-label="Add orders placed as a guest"
        className="flex flex-col gap-4"
      >
        <p className="text-sm text-muted">
          Ordered without signing in, with {customer.email}? Enter the order numbers from your
          confirmation mails and we send a link to that address to add them here.
        </p>
        <FormAlert>{failure}</FormAlert>
        {sent ? (
          <p
            role="status"
            className="border border-success/50 bg-success/10 px-4 py-3 text-sm text-ink"
          >
            {sent}
          </p>
        ) : null}
        <div className="flex flex-wrap items-start gap-3">
          <TextField
            label="Order numbers"
            hint="Such as #1042. Separate several with commas."
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={fieldError}
            className="w-full max-w-sm"
          />
          <Button
            type="submit"
            className="sm:mt-7"
            disabled={request.isPending}
            aria-busy={request.isPending}
          >
            {request.isPending ? "Sending…" : "Send the link"}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
