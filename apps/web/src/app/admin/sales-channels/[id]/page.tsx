import type { Metadata } from "next";
import { SalesChannelTemplate } from "@/modules/admin/sales-channels/sales-channel-template";

export const metadata: Metadata = { title: "Sales channel" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <SalesChannelTemplate id={id} />;
}
