"use client";

// One order for staff: its statuses, lines, totals and addresses. Capture, refund, fulfilment
// and shipment come with the order actions.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import {
  OrderAddresses,
  OrderItems,
  OrderTotals,
} from "@/modules/account/components/order-details";
import {
  fulfillmentStatusLabel,
  orderDate,
  orderNumber,
  orderStatusLabel,
  paymentStatusLabel,
} from "@/modules/account/order-display";
import { useCommerce } from "@/modules/commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { ADMIN_PATHS } from "../constants";
import { adminKeys } from "../query-keys";

export function OrderTemplate({ id }: { id: string }) {
  const client = useCommerce();
  const order = useQuery({
    queryKey: adminKeys.order(id),
    queryFn: async () => (await client.admin.orders.retrieve(id)).order,
  });
  const data = order.data;
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
              <dd>{orderStatusLabel(data)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Payment</dt>
              <dd>{paymentStatusLabel(data)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Delivery</dt>
              <dd>{fulfillmentStatusLabel(data)}</dd>
            </div>
          </dl>
          <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
            <div className="flex flex-col gap-8">
              <OrderItems order={data} />
              <OrderAddresses order={data} />
            </div>
            <OrderTotals order={data} />
          </div>
        </>
      ) : null}
    </>
  );
}
