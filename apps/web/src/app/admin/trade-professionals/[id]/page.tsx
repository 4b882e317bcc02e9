import type { Metadata } from "next";
import { TradeProfessionalTemplate } from "@/modules/admin/templates/trade-professional-template";

export const metadata: Metadata = { title: "Trade application" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <TradeProfessionalTemplate id={id} />;
}
