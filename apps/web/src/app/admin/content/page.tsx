import type { Metadata } from "next";
import { runtimeConfig } from "@/lib/config";
import { ContentTemplate } from "@/modules/admin/content/content-template";

export const metadata: Metadata = { title: "Content" };
export const dynamic = "force-dynamic";

export default function Page() {
  return <ContentTemplate apiUrl={runtimeConfig().publicApiUrl} />;
}
