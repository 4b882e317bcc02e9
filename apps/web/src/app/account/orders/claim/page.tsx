import type { Metadata } from "next";
import { OrderClaimTemplate } from "@/modules/account/templates/order-claim-template";

export const metadata: Metadata = {
  title: "Add orders placed as a guest",
  robots: { index: false },
};

type Query = { token?: string | string[] };

export default async function Page({ searchParams }: { searchParams: Promise<Query> }) {
  const { token } = await searchParams;
  return <OrderClaimTemplate token={typeof token === "string" ? token : undefined} />;
}
