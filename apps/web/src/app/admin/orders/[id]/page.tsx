import type { Metadata } from "next";
import { OrderTemplate } from "@/modules/admin/templates/order-template";

export const metadata: Metadata = { title: "Order" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <OrderTemplate id={id} />;
}
