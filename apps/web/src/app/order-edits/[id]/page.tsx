import type { Metadata } from "next";
import { OrderEditTemplate } from "@/modules/order-edits/templates/order-edit-template";

export const metadata: Metadata = { title: "A change to your order", robots: { index: false } };

/** The page the order-edit mail links to: `{STORE_URL}/order-edits/{id}` (issue 13). */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <OrderEditTemplate editId={id} />;
}
