import type { Metadata } from "next";
import { ProductsTemplate } from "@/modules/admin/products/templates/products-template";

export const metadata: Metadata = { title: "Products" };

export default function Page() {
  return <ProductsTemplate />;
}
