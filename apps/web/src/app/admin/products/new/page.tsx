import type { Metadata } from "next";
import { ProductCreateTemplate } from "@/modules/admin/products/templates/product-create-template";

export const metadata: Metadata = { title: "New product" };

export default function Page() {
  return <ProductCreateTemplate />;
}
