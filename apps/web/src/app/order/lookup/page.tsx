import type { Metadata } from "next";
import { lookupValuesFromSearch } from "@/modules/order-lookup/lookup-input";
import { OrderLookupTemplate } from "@/modules/order-lookup/templates/order-lookup-template";

// A shopper's order is nobody else's search result.
export const metadata: Metadata = { title: "Find your order", robots: { index: false } };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ display_id?: string | string[]; email?: string | string[] }>;
}) {
  return <OrderLookupTemplate initial={lookupValuesFromSearch(await searchParams)} />;
}
