import type { Metadata } from "next";
import { PayLinkTemplate } from "@/modules/checkout/templates/pay-link-template";

export const metadata: Metadata = { title: "Pay your order", robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ cartId: string }> }) {
  const { cartId } = await params;
  return <PayLinkTemplate cartId={cartId} />;
}
