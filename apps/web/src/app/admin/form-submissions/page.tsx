import type { Metadata } from "next";
import { runtimeConfig } from "@/lib/config";
import { FormSubmissionsTemplate } from "@/modules/admin/content/form-submissions-template";

export const metadata: Metadata = { title: "Form submissions" };
export const dynamic = "force-dynamic";

export default function Page() {
  return <FormSubmissionsTemplate apiUrl={runtimeConfig().publicApiUrl} />;
}
