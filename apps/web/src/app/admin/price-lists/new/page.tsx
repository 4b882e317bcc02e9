import type { Metadata } from "next";
import { PriceListCreateTemplate } from "@/modules/admin/price-lists/price-list-create-template";

export const metadata: Metadata = { title: "Create price list" };

export default function Page() {
  return <PriceListCreateTemplate />;
}
