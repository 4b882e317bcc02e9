// `product-import` (Medusa v1 strategies/batch-jobs/product/import.ts): context `{fileKey}`
// names a CSV file uploaded with POST /admin/uploads/protected. Pre-processing reads and checks
// every row and says what would be created and updated; processing writes chunk by chunk,
// skipping unchanged products, so importing the same file twice changes nothing the second time
// and a job taken up again after a crash resumes safely.
import type { BatchJobResult } from "@atelier/contracts";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { ApiConfig } from "../../../config";
import type { Database } from "../../../db/client";
import { invalidData } from "../../../http/errors";
import { invalidateCatalogueCache } from "../../../http/response-cache";
import { productCollections } from "../../catalogue/tables";
import { readProtectedFile } from "../../media/protected-files";
import { regions } from "../../regions/tables";
import { salesChannels } from "../../sales-channels/tables";
import { storeCurrencies, stores } from "../../store-settings/tables";
import { CHUNK_SIZE, MAX_REPORTED_ERRORS } from "../constants";
import { parseCsv, type CsvTable } from "../csv";
import type { BatchJobStrategy, JobRun } from "../strategy";
import { isKnownColumn } from "./columns";
import type { ImportReferences } from "./import-rows";
import {
  chunkGroups,
  groupRows,
  type ImportCounts,
  importChunk,
  type LineError,
  noCounts,
} from "./import-plan";

function fileKeyOf(context: Record<string, unknown> | null): string {
  const fileKey = context?.fileKey;
  if (typeof fileKey !== "string" || fileKey.trim() === "") {
    throw invalidData(
      "context.fileKey: name the CSV file to import (the key of a protected upload)",
    );
  }
  return fileKey.trim();
}

async function readImportFile(db: Database, config: ApiConfig, fileKey: string): Promise<CsvTable> {
  const file = await readProtectedFile(db, config, fileKey);
  if (file === undefined)
    throw invalidData(`context.fileKey: no uploaded file has the key ${fileKey}`);
  if (file.mimeType !== "text/csv") {
    throw invalidData(`context.fileKey: ${fileKey} is not a CSV file`);
  }
  const table = parseCsv(file.bytes.toString("utf8"));
  const unknown = table.header.filter((column) => column !== "" && !isKnownColumn(column));
  if (unknown.length > 0) {
    throw invalidData(
      `The CSV file has columns a product import does not know: ${unknown.join(", ")}`,
    );
  }
  if (!table.header.includes("Product Handle") && !table.header.includes("Product Id")) {
    throw invalidData("The CSV file needs a Product Handle or a Product Id column");
  }
  return table;
}

async function loadReferences(db: Database): Promise<ImportReferences> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .orderBy(asc(stores.created_at))
    .limit(1);
  const [regionRows, currencyRows, channelRows, collectionRows] = await Promise.all([
    db
      .select({ id: regions.id, name: regions.name, currency_code: regions.currency_code })
      .from(regions)
      .where(isNull(regions.deleted_at)),
    store === undefined
      ? []
      : db
          .select({ code: storeCurrencies.currency_code })
          .from(storeCurrencies)
          .where(eq(storeCurrencies.store_id, store.id)),
    db
      .select({ id: salesChannels.id, name: salesChannels.name })
      .from(salesChannels)
      .where(isNull(salesChannels.deleted_at)),
    db
      .select({ id: productCollections.id, handle: productCollections.handle })
      .from(productCollections)
      .where(and(isNull(productCollections.deleted_at))),
  ]);
  return {
    regionsByName: new Map(regionRows.map((region) => [region.name, region])),
    storeCurrencies: new Set(currencyRows.map((row) => row.code)),
    salesChannelIds: new Set(channelRows.map((channel) => channel.id)),
    salesChannelsByName: new Map(channelRows.map((channel) => [channel.name, channel.id])),
    collectionsByHandle: new Map(
      collectionRows.flatMap((collection) =>
        collection.handle === null ? [] : [[collection.handle, collection.id] as const],
      ),
    ),
  };
}

function addCounts(total: ImportCounts, more: ImportCounts): void {
  for (const key of Object.keys(total) as (keyof ImportCounts)[]) total[key] += more[key];
}

/** Medusa's descriptor, with the unchanged products this import skips. */
function statDescriptors(counts: ImportCounts) {
  return [
    {
      key: "product-import-count",
      name: "Products/variants to import",
      message: `There will be ${counts.productsCreated} products created (${counts.productsUpdated} updated, ${counts.productsUnchanged} unchanged).\n ${counts.variantsCreated} variants will be created and ${counts.variantsUpdated} updated`,
    },
  ];
}

function reportedErrors(errors: LineError[]): LineError[] {
  const sortedErrors = [...errors].sort((a, b) => a.line - b.line);
  if (sortedErrors.length <= MAX_REPORTED_ERRORS) return sortedErrors;
  const more = sortedErrors.length - MAX_REPORTED_ERRORS;
  const last = sortedErrors[MAX_REPORTED_ERRORS];
  return [
    ...sortedErrors.slice(0, MAX_REPORTED_ERRORS),
    { message: `${more} more rows have errors`, line: last.line },
  ];
}

/** Goes through the file chunk by chunk; writes only when `write`. */
async function walkImport(run: JobRun, write: boolean): Promise<BatchJobResult | undefined> {
  const { db, config, job } = run;
  const table = await readImportFile(db, config, fileKeyOf(job.context));
  const header = new Set(table.header);
  const references = await loadReferences(db);
  const count = table.rows.length;
  const resumeFrom = write ? (job.result?.advancement_count ?? 0) : 0;
  const counts = noCounts();
  const errors: LineError[] =
    write && resumeFrom > 0 ? ((job.result?.errors ?? []) as LineError[]) : [];
  let done = 0;
  const result = (): BatchJobResult => ({
    ...job.result,
    count,
    advancement_count: write ? done : 0,
    progress: count === 0 ? 1 : done / count,
    errors: reportedErrors(errors),
    ...(write ? {} : { stat_descriptors: statDescriptors(counts) }),
  });
  for (const chunk of chunkGroups(groupRows(table), CHUNK_SIZE)) {
    const size = chunk.reduce((sum, group) => sum + group.rows.length, 0);
    if (done + size <= resumeFrom) {
      done += size;
      continue;
    }
    const outcome = await importChunk(db, chunk, header, references, {
      publicUrl: config.publicUrl,
      write,
    });
    addCounts(counts, outcome.counts);
    errors.push(...outcome.errors);
    done += size;
    if (write) invalidateCatalogueCache();
    if (!(await run.saveProgress(result()))) return undefined;
  }
  return result();
}

export const productImportStrategy: BatchJobStrategy = {
  async prepareContext(db, config, context) {
    const fileKey = fileKeyOf(context);
    const file = await readProtectedFile(db, config, fileKey);
    if (file === undefined)
      throw invalidData(`context.fileKey: no uploaded file has the key ${fileKey}`);
    if (file.mimeType !== "text/csv")
      throw invalidData(`context.fileKey: ${fileKey} is not a CSV file`);
    return { ...context, fileKey };
  },
  preProcess: (run) => walkImport(run, false),
  process: (run) => walkImport(run, true),
};
