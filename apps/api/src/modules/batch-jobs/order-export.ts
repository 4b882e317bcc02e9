// `order-export` (Medusa v1 strategies/batch-jobs/order): the orders matching
// `context.filterable_fields` (GET /admin/orders' filters), newest first, in Medusa's columns.
// The file is a protected upload whose key is `result.file_key`.
import { AdminGetOrders } from "@atelier/contracts";
import { count as countRows, desc } from "drizzle-orm";
import { adminOrderConditions } from "../orders/admin/order-routes";
import { adminOrders } from "../orders/order-response";
import { orders } from "../orders/tables";
import { CHUNK_SIZE } from "./constants";
import { exportCountResult, exportFilters, saveExport } from "./export-file";
import type { BatchJobStrategy, JobRun } from "./strategy";
import { yieldToRequests } from "./yield";

type AdminOrder = Awaited<ReturnType<typeof adminOrders>>[number];

/** Medusa's order export columns (strategies/batch-jobs/order/index.ts), in its order. */
const ORDER_COLUMNS: [
  title: string,
  cell: (order: AdminOrder) => string | number | null | undefined,
][] = [
  ["Order_ID", (order) => order.id],
  ["Display_ID", (order) => order.display_id],
  ["Order status", (order) => order.status],
  ["Date", (order) => new Date(order.created_at).toUTCString()],
  ["Customer First name", (order) => order.customer?.first_name],
  ["Customer Last name", (order) => order.customer?.last_name],
  ["Customer Email", (order) => order.customer?.email ?? order.email],
  ["Customer ID", (order) => order.customer_id],
  ["Shipping Address 1", (order) => order.shipping_address?.address_1],
  ["Shipping Address 2", (order) => order.shipping_address?.address_2],
  ["Shipping Country Code", (order) => order.shipping_address?.country_code],
  ["Shipping City", (order) => order.shipping_address?.city],
  ["Shipping Postal Code", (order) => order.shipping_address?.postal_code],
  ["Shipping Region ID", (order) => order.region_id],
  ["Fulfillment Status", (order) => order.fulfillment_status],
  ["Payment Status", (order) => order.payment_status],
  ["Subtotal", (order) => order.subtotal],
  ["Shipping Total", (order) => order.shipping_total],
  ["Discount Total", (order) => order.discount_total],
  ["Gift Card Total", (order) => order.gift_card_total],
  ["Refunded Total", (order) => order.refunded_total],
  ["Tax Total", (order) => order.tax_total],
  ["Total", (order) => order.total],
  ["Currency Code", (order) => order.currency_code],
];

const filtersOf = (run: JobRun) =>
  adminOrderConditions(exportFilters(AdminGetOrders.query, run.job.context));

export const orderExportStrategy: BatchJobStrategy = {
  async prepareContext(_db, _config, context) {
    exportFilters(AdminGetOrders.query, context);
    return context;
  },
  async preProcess(run) {
    const [{ total }] = await run.db
      .select({ total: countRows() })
      .from(orders)
      .where(filtersOf(run));
    return exportCountResult("order", total);
  },
  async process(run) {
    const { db, config } = run;
    const where = filtersOf(run);
    const [{ total }] = await db.select({ total: countRows() }).from(orders).where(where);
    const lines: string[][] = [];
    for (let offset = 0; offset < total; offset += CHUNK_SIZE) {
      await yieldToRequests();
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.created_at), desc(orders.display_id))
        .offset(offset)
        .limit(CHUNK_SIZE);
      for (const order of await adminOrders(db, rows, config.publicUrl)) {
        lines.push(ORDER_COLUMNS.map(([, cell]) => String(cell(order) ?? "")));
      }
      const done = Math.min(offset + CHUNK_SIZE, total);
      const saved = await run.saveProgress({
        ...run.job.result,
        count: total,
        advancement_count: done,
        progress: done / total,
      });
      if (!saved) return undefined;
    }
    const header = ORDER_COLUMNS.map(([title]) => title);
    return saveExport(run, "order-export", header, lines, total);
  },
};
