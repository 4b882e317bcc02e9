import type { Metadata } from "next";
import { DraftOrderCreateTemplate } from "@/modules/admin/draft-orders/draft-order-create-template";

export const metadata: Metadata = { title: "Create draft order" };

export default function Page() {
  return <DraftOrderCreateTemplate />;
}
