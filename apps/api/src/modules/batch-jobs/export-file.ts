// What the two exports share: checking `context.filterable_fields` against the list route's own
// query schema, the pre-processing count, and saving the finished CSV as a protected upload.
import type { BatchJobResult } from "@atelier/contracts";
import type { z } from "zod";
import { invalidData } from "../../http/errors";
import { saveProtectedFile } from "../media/protected-files";
import { toCsv } from "./csv";
import type { JobRun } from "./strategy";

/** `context.filterable_fields`, read with the matching list route's query schema. */
export function exportFilters<S extends z.ZodType>(
  schema: S,
  context: Record<string, unknown> | null,
): z.output<S> {
  const given = context?.filterable_fields ?? {};
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const path = ["context", "filterable_fields", ...issue.path].join(".");
    throw invalidData(`${path}: ${issue.message}`);
  }
  return parsed.data;
}

/** Medusa's export descriptor: `<what>-export-count`. */
export function exportCountResult(what: "product" | "order", count: number): BatchJobResult {
  const plural = `${what}s`;
  return {
    count,
    advancement_count: 0,
    progress: 0,
    stat_descriptors: [
      {
        key: `${what}-export-count`,
        name: `${what === "product" ? "Product" : "Order"} count to export`,
        message: `There will be ${count} ${plural} exported by this action`,
      },
    ],
  };
}

/** Saves the export's CSV and answers the job's final result. */
export async function saveExport(
  run: JobRun,
  name: string,
  header: string[],
  rows: string[][],
  count: number,
): Promise<BatchJobResult> {
  const bytes = Buffer.from(toCsv(header, rows), "utf8");
  const fileKey = await saveProtectedFile(run.db, run.config, {
    name,
    extension: "csv",
    mimeType: "text/csv",
    bytes,
    uploadedBy: run.job.created_by,
  });
  return {
    ...run.job.result,
    count,
    advancement_count: count,
    progress: 1,
    file_key: fileKey,
    file_size: bytes.length,
  };
}
