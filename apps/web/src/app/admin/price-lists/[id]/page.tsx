import type { Metadata } from "next";
import { PriceListTemplate } from "@/modules/admin/price-lists/price-list-template";

export const metadata: Metadata = { title: "Price list" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PriceListTemplate id={id} />;
}
