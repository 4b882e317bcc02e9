import type { Metadata } from "next";
import { GiftCardTemplate } from "@/modules/admin/gift-cards/gift-card-template";

export const metadata: Metadata = { title: "Gift card" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <GiftCardTemplate id={id} />;
}
