import type { Metadata } from "next";
import { CustomersTemplate } from "@/modules/admin/templates/customers-template";

export const metadata: Metadata = { title: "Customers" };

export default function Page() {
  return <CustomersTemplate />;
}
