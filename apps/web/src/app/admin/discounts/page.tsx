import type { Metadata } from "next";
import { DiscountsTemplate } from "@/modules/admin/discounts/discounts-template";

export const metadata: Metadata = { title: "Discounts" };

export default function Page() {
  return <DiscountsTemplate />;
}
