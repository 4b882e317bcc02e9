import type { Metadata } from "next";
import { ApiKeyTemplate } from "@/modules/admin/api-keys/api-key-template";

export const metadata: Metadata = { title: "API key" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ApiKeyTemplate id={id} />;
}
