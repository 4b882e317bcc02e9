// `product-export` (Medusa v1 strategies/batch-jobs/product/export.ts): the products matching
// `context.filterable_fields` (GET /admin/products' filters), one row per variant in the import's
// column format (columns.ts), so an exported file re-imports to no change. The file is a
// protected upload whose key is `result.file_key`.
import { AdminGetProducts } from "@atelier/contracts";
import { isNull } from "drizzle-orm";
import { listAdminProducts } from "../../catalogue/product-list";
import { regions } from "../../regions/tables";
import { CHUNK_SIZE } from "../constants";
import { exportCountResult, exportFilters, saveExport } from "../export-file";
import type { BatchJobStrategy, JobRun } from "../strategy";
import { yieldToRequests } from "../yield";
import { type Cells, exportHeader, productCells, variantCells } from "./columns";

const filtersOf = (run: JobRun) => ({
  ...exportFilters(AdminGetProducts.query, run.job.context),
  order: "created_at",
});

export const productExportStrategy: BatchJobStrategy = {
  async prepareContext(_db, _config, context) {
    exportFilters(AdminGetProducts.query, context);
    return context;
  },
  async preProcess(run) {
    const { count } = await listAdminProducts(
      run.db,
      { ...filtersOf(run), limit: 1, offset: 0 },
      run.config.publicUrl,
    );
    return exportCountResult("product", count);
  },
  async process(run) {
    const { db, config } = run;
    const regionNames = new Map(
      (await db.select().from(regions).where(isNull(regions.deleted_at))).map((region) => [
        region.id,
        region.name,
      ]),
    );
    const rows: Cells[] = [];
    let offset = 0;
    let count = 0;
    do {
      await yieldToRequests();
      const page = await listAdminProducts(
        db,
        { ...filtersOf(run), limit: CHUNK_SIZE, offset },
        config.publicUrl,
      );
      count = page.count;
      for (const product of page.products) {
        const own = productCells(product);
        if (product.variants.length === 0) rows.push(own);
        for (const variant of product.variants) {
          rows.push(new Map([...own, ...variantCells(product, variant, regionNames)]));
        }
      }
      offset += page.products.length;
      const saved = await run.saveProgress({
        ...run.job.result,
        count,
        advancement_count: offset,
        progress: count === 0 ? 1 : offset / count,
      });
      if (!saved) return undefined;
      if (page.products.length === 0) break;
    } while (offset < count);
    const header = exportHeader(rows);
    const lines = rows.map((cells) => header.map((column) => cells.get(column) ?? ""));
    return saveExport(run, "product-export", header, lines, count);
  },
};
