"use client";

// One draft order for staff (issue 13): its customer, lines (editable while open), shipping,
// addresses and totals; while open, its payment link, "Mark as paid" and delete; once paid, the
// order made from it.
import type { DraftOrder } from "@atelier/commerce-client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { addressLines } from "@/modules/account/address-draft";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { orderDate } from "@/modules/account/order-display";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { ADMIN_PATHS } from "../constants";
import { ActionSection } from "../orders/components/action-section";
import { formatOrderMoney } from "../orders/money-input";
import { DraftLines } from "./components/draft-lines";
import { DraftPaymentPanel } from "./components/draft-payment-panel";
import { DRAFT_ORDER_PATHS } from "./constants";
import { draftOrderKeys } from "./draft-order-keys";
import { DRAFT_STATUS_LABELS, draftCustomer } from "./draft-status";

function DraftTotals({ draft }: { draft: DraftOrder }) {
  const cart = draft.cart;
  if (!cart) return null;
  const money = (amount: number) => formatOrderMoney(amount, cart.region.currency_code);
  const rows = [
    { label: "Subtotal", value: money(cart.subtotal) },
    ...(cart.discount_total > 0
      ? [{ label: "Discount", value: `−${money(cart.discount_total)}` }]
      : []),
    { label: "Shipping", value: money(cart.shipping_total) },
    { label: "Taxes", value: money(cart.tax_total) },
  ];
  return (
    <ActionSection id="draft-totals" title="Totals">
      <dl className="flex flex-col gap-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-muted">{row.label}</dt>
            <dd className="tabular-nums">{row.value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-medium">
          <dt>Total</dt>
          <dd data-testid="draft-total" className="tabular-nums">
            {money(cart.total)}
          </dd>
        </div>
      </dl>
    </ActionSection>
  );
}

function DraftDelivery({ draft }: { draft: DraftOrder }) {
  const cart = draft.cart;
  if (!cart) return null;
  const method = cart.shipping_methods[0];
  const countries = cart.region.countries;
  const blocks = [
    {
      title: "Shipping address",
      lines: cart.shipping_address ? addressLines(cart.shipping_address, countries) : [],
    },
    {
      title: "Billing address",
      lines: cart.billing_address ? addressLines(cart.billing_address, countries) : [],
    },
  ];
  return (
    <ActionSection id="draft-delivery" title="Delivery">
      <p className="text-sm">
        <span className="text-muted">Shipping: </span>
        {method
          ? `${method.shipping_option?.name ?? "Shipping"} (${formatOrderMoney(method.price, cart.region.currency_code)})`
          : "none chosen"}
      </p>
      {cart.discounts.length > 0 ? (
        <p className="text-sm">
          <span className="text-muted">Discount codes: </span>
          {cart.discounts.map((discount) => discount.code).join(", ")}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {blocks.map((block) => (
          <div key={block.title} className="text-sm">
            <h3 className="mb-1 font-medium">{block.title}</h3>
            {block.lines.length > 0 ? (
              <address className="not-italic">
                {block.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            ) : (
              <p className="text-muted">None given.</p>
            )}
          </div>
        ))}
      </div>
    </ActionSection>
  );
}

export function DraftOrderTemplate({ id }: { id: string }) {
  const client = useAdminCommerce();
  const draft = useQuery({
    queryKey: draftOrderKeys.detail(id),
    queryFn: async () => (await client.admin.draftOrders.retrieve(id)).draft_order,
  });
  const data = draft.data;
  return (
    <>
      <Link href={DRAFT_ORDER_PATHS.list} className="text-sm underline underline-offset-4">
        ← All draft orders
      </Link>
      <FormAlert>{draft.isError ? errorMessage(draft.error) : null}</FormAlert>
      {data ? (
        <>
          <div className="mt-4">
            <AdminPageHeader
              title={`Draft #${data.display_id}`}
              description={`${draftCustomer(data)} · created ${orderDate(data.created_at)}`}
            />
          </div>
          <p className="mb-6 text-sm">
            <span className="text-muted">Status: </span>
            <span data-testid="draft-status">{DRAFT_STATUS_LABELS[data.status]}</span>
          </p>
          {data.order ? (
            <div
              role="status"
              className="mb-6 border border-success/50 bg-success/10 px-4 py-3 text-sm"
            >
              Paid: this draft became{" "}
              <Link
                href={`${ADMIN_PATHS.orders}/${data.order.id}`}
                className="font-medium underline underline-offset-4"
              >
                Order #{data.order.display_id}
              </Link>
              .
            </div>
          ) : null}
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <div className="flex min-w-0 flex-col gap-6">
              <DraftLines draft={data} />
              <DraftDelivery draft={data} />
            </div>
            <div className="flex flex-col gap-6">
              <DraftTotals draft={data} />
              {data.status === "open" ? <DraftPaymentPanel draft={data} /> : null}
            </div>
          </div>
        </>
      ) : null}
    </>
  );
}
