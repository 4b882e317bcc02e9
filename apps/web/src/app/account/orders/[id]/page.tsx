import type { Metadata } from "next";
import { OrderDetailTemplate } from "@/modules/account/templates/order-detail-template";

export const metadata: Metadata = { title: "Order", robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <OrderDetailTemplate orderId={id} />;
}
