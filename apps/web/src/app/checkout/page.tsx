import type { Metadata } from "next";
import { parseCheckoutStep } from "@/modules/checkout/checkout-steps";
import { CheckoutTemplate } from "@/modules/checkout/templates/checkout-template";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ step?: string | string[] }>;
}) {
  const { step } = await searchParams;
  return <CheckoutTemplate step={parseCheckoutStep(step)} />;
}
