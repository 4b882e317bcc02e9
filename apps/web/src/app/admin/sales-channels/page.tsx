import type { Metadata } from "next";
import { SalesChannelsTemplate } from "@/modules/admin/sales-channels/sales-channels-template";

export const metadata: Metadata = { title: "Sales channels" };

export default function Page() {
  return <SalesChannelsTemplate />;
}
