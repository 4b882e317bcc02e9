import type { Metadata } from "next";
import { ProductEditTemplate } from "@/modules/admin/products/templates/product-edit-template";

export const metadata: Metadata = { title: "Product" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ProductEditTemplate id={id} />;
}
