"use client";

// /order/confirmed/[id]: the thank-you after checkout, with the order as it was placed.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { AccountStatus } from "@/modules/account/components/account-status";
import { OrderOverview } from "@/modules/account/components/order-details";
import { errorMessage } from "@/modules/account/error-message";
import { orderNumber } from "@/modules/account/order-display";
import { orderKeys } from "@/modules/account/query-keys";
import { useCommerce } from "@/modules/commerce";

export function OrderConfirmedTemplate({ orderId }: { orderId: string }) {
  const client = useCommerce();
  const order = useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: async () => (await client.store.orders.retrieve(orderId)).order,
  });

  if (order.isError) {
    return <AccountStatus error={errorMessage(order.error, "We couldn't find this order.")} />;
  }
  if (!order.data) return <AccountStatus />;
  const data = order.data;

  return (
    <div className="container-page py-10 md:py-14">
      <header className="flex flex-col items-center gap-3 pb-10 text-center">
        <p className="eyebrow">Order confirmed</p>
        <h1 className="text-4xl md:text-5xl">Thank you for your order</h1>
        <p className="text-lg text-muted">
          Your order number is <span className="font-medium text-ink">{orderNumber(data)}</span>. We
          have sent a confirmation to <span className="font-medium text-ink">{data.email}</span>.
        </p>
      </header>
      <OrderOverview order={data} itemsHeading="visible">
        <Link href="/shop" className={buttonClassName("primary", "mt-6 w-full")}>
          Continue shopping
        </Link>
      </OrderOverview>
    </div>
  );
}
