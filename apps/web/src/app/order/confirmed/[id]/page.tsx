import type { Metadata } from "next";
import { OrderConfirmedTemplate } from "@/modules/checkout/templates/order-confirmed-template";

export const metadata: Metadata = { title: "Order confirmed", robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <OrderConfirmedTemplate orderId={id} />;
}
