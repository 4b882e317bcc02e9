import type { Metadata } from "next";
import { DiscountTemplate } from "@/modules/admin/discounts/discount-template";

export const metadata: Metadata = { title: "Discount" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <DiscountTemplate id={id} />;
}
