"use client";

// /order-edits/[id]: a change to an order that staff sent for the shopper's confirmation (issue
// 13; the link in the "order-edit-requested" mail). It shows what changes, the totals before and
// after and the amount to pay or to be refunded; Accept pays any difference through the edit's
// payment collection and completes the edit, Decline takes an optional reason. Anyone holding the
// link may answer, as in Medusa (the id is unguessable).
import type { StoreOrderEdit } from "@atelier/commerce-client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { AccountStatus } from "@/modules/account/components/account-status";
import { OrderOverview } from "@/modules/account/components/order-details";
import { errorMessage } from "@/modules/account/error-message";
import { orderKeys } from "@/modules/account/query-keys";
import { useCommerce } from "@/modules/commerce";
import { EditChangeList, EditTotals } from "../components/edit-change-list";
import { EditAnswerForm } from "../components/edit-answer-form";
import { editBalance, editChanges } from "../edit-changes";
import { storeOrderEditKeys } from "../query-keys";

/** What the page says once the edit is no longer waiting for an answer. */
function closedMessage(edit: StoreOrderEdit): { title: string; body: string } {
  switch (edit.status) {
    case "confirmed":
      return {
        title: "Your order is updated",
        body: "Thank you: you accepted the change and your order now holds the new items.",
      };
    case "declined":
      return {
        title: "You declined this change",
        body: "Your order stays as it was. We will be in touch if anything else needs settling.",
      };
    case "canceled":
      return {
        title: "This change was withdrawn",
        body: "We cancelled this change to your order, so there is nothing to answer. Your order stays as it was.",
      };
    default:
      return {
        title: "This change is not ready yet",
        body: "We are still preparing it. You will get an email when it is ready.",
      };
  }
}

export function OrderEditTemplate({ editId }: { editId: string }) {
  const client = useCommerce();
  const queryClient = useQueryClient();
  const edit = useQuery({
    queryKey: storeOrderEditKeys.detail(editId),
    queryFn: async () => (await client.store.orderEdits.retrieve(editId)).order_edit,
  });
  const orderId = edit.data?.order_id;
  // The order names itself (its number) and its currency; anyone with its id may read it.
  const order = useQuery({
    queryKey: storeOrderEditKeys.order(orderId ?? ""),
    queryFn: async () => (await client.store.orders.retrieve(orderId ?? "")).order,
    enabled: orderId !== undefined,
  });

  if (edit.isError || order.isError) {
    return (
      <AccountStatus
        error={errorMessage(
          edit.error ?? order.error,
          "We couldn't find this change to your order.",
        )}
      />
    );
  }
  if (!edit.data || !order.data) {
    return (
      <div className="container-page py-16">
        <p className="text-muted" aria-busy="true">
          Loading the change to your order…
        </p>
      </div>
    );
  }
  const data = edit.data;
  const currencyCode = order.data.currency_code;
  const waiting = data.status === "requested";
  const closed = waiting ? undefined : closedMessage(data);
  const balance = editBalance(data.difference_due);

  return (
    <div className="container-page py-10 md:py-14">
      <header className="flex flex-col gap-3 pb-8">
        <p className="eyebrow">Order #{order.data.display_id}</p>
        <h1 className="text-4xl md:text-5xl">{closed ? closed.title : "A change to your order"}</h1>
        <p className="max-w-2xl text-muted" data-testid="order-edit-state">
          {closed
            ? closed.body
            : "We would like to change your order. Please look over what changes and accept or decline it."}
        </p>
      </header>
      {waiting ? (
        <div className="grid grid-cols-1 items-start gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="edit-changes-heading" className="flex flex-col gap-5">
            <h2 id="edit-changes-heading" className="text-2xl">
              What changes
            </h2>
            <EditChangeList changes={editChanges(data)} currencyCode={currencyCode} />
          </section>
          <section
            aria-labelledby="edit-summary-heading"
            className="flex flex-col gap-5 border border-line bg-surface p-6"
          >
            <h2 id="edit-summary-heading" className="text-2xl">
              Summary
            </h2>
            <EditTotals edit={data} currencyCode={currencyCode} audience="shopper" />
            {balance.kind === "refund" ? (
              <p className="text-sm text-muted">
                Once you accept, the difference is refunded the way you paid for the order.
              </p>
            ) : null}
            <EditAnswerForm
              edit={data}
              currencyCode={currencyCode}
              onAnswered={async (answered) => {
                // Confirmed, the order holds the edit's lines: it is read again before the page
                // says so, and the account's copy is refreshed too.
                await queryClient.invalidateQueries({
                  queryKey: storeOrderEditKeys.order(answered.order_id),
                });
                void queryClient.invalidateQueries({
                  queryKey: orderKeys.detail(answered.order_id),
                });
                queryClient.setQueryData(storeOrderEditKeys.detail(editId), answered);
              }}
            />
          </section>
        </div>
      ) : (
        <div className="flex flex-col gap-8">
          {data.status === "confirmed" ? (
            <OrderOverview order={order.data} itemsHeading="visible" />
          ) : null}
          <Link href="/shop" className="self-start text-sm underline underline-offset-4">
            Continue shopping
          </Link>
        </div>
      )}
    </div>
  );
}
