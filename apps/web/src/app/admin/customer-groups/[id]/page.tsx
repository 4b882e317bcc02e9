import type { Metadata } from "next";
import { CustomerGroupTemplate } from "@/modules/admin/customer-groups/customer-group-template";

export const metadata: Metadata = { title: "Customer group" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CustomerGroupTemplate id={id} />;
}
