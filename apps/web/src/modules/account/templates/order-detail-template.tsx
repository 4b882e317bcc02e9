"use client";

// /account/orders/[id]: one of the customer's orders.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useCommerce } from "@/modules/commerce";
import { ShopExchangesSection } from "@/modules/exchanges/components/shop-exchanges-section";
import { ShopReturnsSection } from "@/modules/returns/components/shop-returns-section";
import { AccountStatus } from "../components/account-status";
import { OrderOverview } from "../components/order-details";
import { ACCOUNT_PATHS } from "../constants";
import { errorMessage } from "../error-message";
import {
  fulfillmentStatusLabel,
  orderDate,
  orderNumber,
  orderStatusLabel,
  paymentStatusLabel,
} from "../order-display";
import { orderKeys } from "../query-keys";
import { useAccountGuard } from "../use-account-guard";

export function OrderDetailTemplate({ orderId }: { orderId: string }) {
  const client = useCommerce();
  const customer = useAccountGuard();
  const order = useQuery({
    queryKey: orderKeys.detail(orderId),
    // With its returns and exchanges, which their sections list (Medusa's relations).
    queryFn: async () =>
      (await client.store.orders.retrieve(orderId, { expand: "returns,swaps" })).order,
    enabled: Boolean(customer.data),
  });

  if (customer.isError || order.isError) {
    return (
      <AccountStatus
        error={errorMessage(customer.error ?? order.error, "We couldn't find this order.")}
      />
    );
  }
  if (!order.data) return <AccountStatus />;
  const data = order.data;

  return (
    <div className="container-page py-10 md:py-14">
      <Link
        href={ACCOUNT_PATHS.account}
        className="text-sm text-muted underline underline-offset-4"
      >
        ← Back to your account
      </Link>
      <header className="flex flex-col gap-3 py-8">
        <p className="eyebrow">Order</p>
        <h1 className="text-4xl md:text-5xl">Order {orderNumber(data)}</h1>
        <p className="text-muted">Placed on {orderDate(data.created_at)}</p>
      </header>
      <dl className="mb-8 grid gap-4 border border-line bg-surface p-5 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">Order status</dt>
          <dd className="font-medium">{orderStatusLabel(data)}</dd>
        </div>
        <div>
          <dt className="text-muted">Payment</dt>
          <dd className="font-medium">{paymentStatusLabel(data)}</dd>
        </div>
        <div>
          <dt className="text-muted">Delivery</dt>
          <dd className="font-medium">{fulfillmentStatusLabel(data)}</dd>
        </div>
      </dl>
      <OrderOverview order={data} itemsHeading="hidden" />
      <ShopReturnsSection order={data} />
      <ShopExchangesSection order={data} />
    </div>
  );
}
