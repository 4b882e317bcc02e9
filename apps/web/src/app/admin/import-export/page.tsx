import type { Metadata } from "next";
import { ImportExportTemplate } from "@/modules/admin/batch-jobs/import-export-template";

export const metadata: Metadata = { title: "Import / Export" };

export default function Page() {
  return <ImportExportTemplate />;
}
