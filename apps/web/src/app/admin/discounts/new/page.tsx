import type { Metadata } from "next";
import { DiscountCreateTemplate } from "@/modules/admin/discounts/discount-create-template";

export const metadata: Metadata = { title: "Create discount" };

export default function Page() {
  return <DiscountCreateTemplate />;
}
