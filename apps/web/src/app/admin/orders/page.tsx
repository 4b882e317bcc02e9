import type { Metadata } from "next";
import { OrdersTemplate } from "@/modules/admin/templates/orders-template";

export const metadata: Metadata = { title: "Orders" };

export default function Page() {
  return <OrdersTemplate />;
}
