import type { Metadata } from "next";
import { RegionTemplate } from "@/modules/admin/regions/region-template";

export const metadata: Metadata = { title: "Region" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <RegionTemplate id={id} />;
}
