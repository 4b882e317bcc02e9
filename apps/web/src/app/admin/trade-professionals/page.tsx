import type { Metadata } from "next";
import { TradeProfessionalsTemplate } from "@/modules/admin/templates/trade-professionals-template";

export const metadata: Metadata = { title: "Trade professionals" };

export default function Page() {
  return <TradeProfessionalsTemplate />;
}
