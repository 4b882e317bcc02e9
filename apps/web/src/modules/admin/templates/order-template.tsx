"use client";

// One order for staff: its statuses, lines, totals and addresses, the actions that move it on
// (capture, refund, fulfil, ship, cancel, complete, archive, returns), its history, notes and mail.
import type { AdminOrder } from "@atelier/commerce-client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import {
  OrderAddresses,
  OrderItems,
  OrderTotals,
} from "@/modules/account/components/order-details";
import { orderDate, orderNumber } from "@/modules/account/order-display";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { ADMIN_PATHS } from "../constants";
import { FulfilForm } from "../orders/components/fulfil-form";
import { OrderActionsPanel } from "../orders/components/order-actions-panel";
import { OrderClaimsPanel } from "../orders/components/order-claims-panel";
import { OrderExchangesPanel } from "../orders/components/order-exchanges-panel";
import { OrderEditPanel } from "../orders/components/order-edit-panel";
import { OrderHistory } from "../orders/components/order-history";
import { OrderNotes } from "../orders/components/order-notes";
import { OrderNotifications } from "../orders/components/order-notifications";
import { OrderReservations } from "../orders/components/order-reservations";
import { OrderReturnsPanel } from "../orders/components/order-returns-panel";
import { RefundForm } from "../orders/components/refund-form";
import { ShipmentForms } from "../orders/components/shipment-forms";
import { remainingToFulfil } from "../orders/fulfilment";
import { orderKeys } from "../orders/order-keys";
import { staffStatusLabel } from "../orders/order-status";

/** Money can go back once a payment was captured and while some of it is left. */
function isRefundable(order: AdminOrder): boolean {
  const captured =
    order.payment_status === "captured" || order.payment_status === "partially_refunded";
  return captured && order.refundable_amount > 0;
}

export function OrderTemplate({ id }: { id: string }) {
  const client = useAdminCommerce();
  const order = useQuery({
    queryKey: orderKeys.detail(id),
    // The Admin API answers the store order with its refunds added.
    queryFn: async (): Promise<AdminOrder> => (await client.admin.orders.retrieve(id)).order,
  });
  const data = order.data;
  const open = data ? data.status !== "canceled" && data.status !== "archived" : false;
  return (
    <>
      <Link href={ADMIN_PATHS.orders} className="text-sm underline underline-offset-4">
        ← All orders
      </Link>
      <FormAlert>{order.isError ? errorMessage(order.error) : null}</FormAlert>
      {data ? (
        <>
          <div className="mt-4">
            <AdminPageHeader
              title={`Order ${orderNumber(data)}`}
              description={`${data.email} · placed ${orderDate(data.created_at)}`}
            />
          </div>
          <dl className="mb-8 grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-muted">Order</dt>
              <dd data-testid="order-status">{staffStatusLabel(data.status)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Payment</dt>
              <dd data-testid="payment-status">{staffStatusLabel(data.payment_status)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Fulfillment</dt>
              <dd data-testid="fulfillment-status">{staffStatusLabel(data.fulfillment_status)}</dd>
            </div>
          </dl>
          <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
            <div className="flex flex-col gap-8">
              <OrderItems order={data} />
              <OrderAddresses order={data} />
            </div>
            <OrderTotals order={data} />
          </div>
          <div className="mt-10 grid gap-6 lg:grid-cols-2">
            <div className="flex flex-col gap-6">
              <OrderActionsPanel order={data} />
              {open && isRefundable(data) ? <RefundForm order={data} /> : null}
              {open && data.items.some((line) => remainingToFulfil(line) > 0) ? (
                <FulfilForm key={data.fulfillments?.length ?? 0} order={data} />
              ) : null}
              {open ? <ShipmentForms order={data} /> : null}
              {open || data.returns.length > 0 ? <OrderReturnsPanel order={data} /> : null}
              <OrderClaimsPanel order={data} />
              {open || data.swaps.length > 0 ? <OrderExchangesPanel order={data} /> : null}
              {open || data.edits.length > 0 ? <OrderEditPanel order={data} /> : null}
            </div>
            <div className="flex flex-col gap-6">
              <OrderHistory order={data} />
              <OrderReservations order={data} />
              <OrderNotes orderId={data.id} />
              <OrderNotifications orderId={data.id} />
            </div>
          </div>
        </>
      ) : null}
    </>
  );
}
