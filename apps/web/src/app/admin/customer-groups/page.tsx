import type { Metadata } from "next";
import { CustomerGroupsTemplate } from "@/modules/admin/customer-groups/customer-groups-template";

export const metadata: Metadata = { title: "Customer groups" };

export default function Page() {
  return <CustomerGroupsTemplate />;
}
