"use client";

// /order/lookup (spec §7): a guest finds an order by its number and email and sees it here, with
// the same lines, addresses and totals as the account's order page. The confirmation mail links
// here with both fields filled in, and the order is then looked up at once.
import { isCommerceError, type Order } from "@atelier/commerce-client";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import { OrderOverview } from "@/modules/account/components/order-details";
import { errorMessage } from "@/modules/account/error-message";
import {
  fulfillmentStatusLabel,
  orderDate,
  orderNumber,
  orderStatusLabel,
} from "@/modules/account/order-display";
import type { FieldErrors } from "@/modules/account/validation";
import { useCommerce } from "@/modules/commerce";
import {
  ORDER_NOT_FOUND_MESSAGE,
  parseOrderLookup,
  type OrderLookupField,
  type OrderLookupInput,
} from "../lookup-input";

type LookupQuery = Extract<OrderLookupInput, { ok: true }>["query"];

function lookupFailure(error: unknown): string {
  // The API answers a wrong number and a wrong email alike, so the message names both.
  if (isCommerceError(error) && error.status === 404) return ORDER_NOT_FOUND_MESSAGE;
  return errorMessage(error);
}

function FoundOrder({ order }: { order: Order }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The order appears below the form: move the reader to it.
  useEffect(() => heading.current?.focus(), [order.id]);
  return (
    <section aria-labelledby="found-order-heading" className="mt-12 flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h2 id="found-order-heading" ref={heading} tabIndex={-1} className="text-3xl">
          Order {orderNumber(order)}
        </h2>
        <p className="text-muted">
          Placed on {orderDate(order.created_at)} · {orderStatusLabel(order)} ·{" "}
          {fulfillmentStatusLabel(order)}
        </p>
      </header>
      <OrderOverview order={order} headingLevel={3} />
    </section>
  );
}

export function OrderLookupTemplate({ initial }: { initial: Record<OrderLookupField, string> }) {
  const client = useCommerce();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<OrderLookupField>>({});
  const lookup = useMutation({
    mutationFn: async (query: LookupQuery) => (await client.store.orders.lookupOrder(query)).order,
  });

  // A link from the confirmation mail carries both fields: look the order up without a click.
  const lookedUpFromLink = useRef(false);
  const { mutate } = lookup;
  useEffect(() => {
    if (lookedUpFromLink.current) return;
    lookedUpFromLink.current = true;
    const parsed = parseOrderLookup(initial);
    if (parsed.ok) mutate(parsed.query);
  }, [initial, mutate]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseOrderLookup(values);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (parsed.ok) lookup.mutate(parsed.query);
    else lookup.reset();
  }

  const change = (field: OrderLookupField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <div className="container-page py-10 md:py-14">
      <header className="flex max-w-xl flex-col gap-3 pb-8">
        <p className="eyebrow">Orders</p>
        <h1 className="text-4xl md:text-5xl">Find your order</h1>
        <p className="text-muted">
          Enter the order number from your confirmation email and the email address you ordered
          with.
        </p>
      </header>
      <form
        noValidate
        onSubmit={submit}
        aria-label="Find your order"
        className="flex max-w-xl flex-col gap-5"
      >
        <TextField
          label="Order number"
          name="display_id"
          inputMode="numeric"
          autoComplete="off"
          value={values.orderNumber}
          onChange={change("orderNumber")}
          error={errors.orderNumber}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={change("email")}
          error={errors.email}
        />
        {lookup.isError ? <FormAlert>{lookupFailure(lookup.error)}</FormAlert> : null}
        <Button type="submit" disabled={lookup.isPending} className="self-start">
          {lookup.isPending ? "Finding your order…" : "Find order"}
        </Button>
      </form>
      {lookup.data ? <FoundOrder order={lookup.data} /> : null}
    </div>
  );
}
