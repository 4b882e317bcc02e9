import type { Metadata } from "next";
import { ReturnsTemplate } from "@/modules/admin/templates/returns-template";

export const metadata: Metadata = { title: "Returns and exchanges" };

export default function Page() {
  return <ReturnsTemplate />;
}
