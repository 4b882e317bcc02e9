import type { Metadata } from "next";
import { RegionsTemplate } from "@/modules/admin/regions/regions-template";

export const metadata: Metadata = { title: "Regions" };

export default function Page() {
  return <RegionsTemplate />;
}
