import type { Metadata } from "next";
import { PriceListsTemplate } from "@/modules/admin/price-lists/price-lists-template";

export const metadata: Metadata = { title: "Price lists" };

export default function Page() {
  return <PriceListsTemplate />;
}
