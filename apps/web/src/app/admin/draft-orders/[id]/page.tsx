import type { Metadata } from "next";
import { DraftOrderTemplate } from "@/modules/admin/draft-orders/draft-order-template";

export const metadata: Metadata = { title: "Draft order" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <DraftOrderTemplate id={id} />;
}
