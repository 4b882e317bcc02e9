import type { Metadata } from "next";
import { DraftOrdersTemplate } from "@/modules/admin/draft-orders/draft-orders-template";

export const metadata: Metadata = { title: "Draft orders" };

export default function Page() {
  return <DraftOrdersTemplate />;
}
