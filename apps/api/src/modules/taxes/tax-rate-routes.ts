// Admin tax rates (Medusa v1 `/admin/tax-rates`, contract medusa-v1 §12): list, read, create,
// update and delete a region's rates, and batches that apply a rate to products, product types
// and shipping options instead of the region's default. Every change is idempotent under its
// Idempotency-Key, and afterwards the Store's cached catalogue and cart answers are dropped, so
// prices with tax and cart totals show the new rate at once.
import {
  AdminDeleteTaxRatesTaxRate,
  AdminDeleteTaxRatesTaxRateProducts,
  AdminDeleteTaxRatesTaxRateProductTypes,
  AdminDeleteTaxRatesTaxRateShippingOptions,
  AdminGetTaxRates,
  AdminGetTaxRatesTaxRate,
  AdminPostTaxRates,
  AdminPostTaxRatesTaxRate,
  AdminPostTaxRatesTaxRateProducts,
  AdminPostTaxRatesTaxRateProductTypes,
  AdminPostTaxRatesTaxRateShippingOptions,
} from "@atelier/contracts";
import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import { idempotencyKey, runIdempotent, type Transaction } from "../../http/idempotency";
import { comparisonConditions } from "../../http/list-query";
import { invalidateCatalogueCache } from "../../http/response-cache";
import { answer, bind, mount, reply, type BoundRoute } from "../../http/route";
import { shippingOptions } from "../shipping/tables";
import { shippingTaxRates, taxRates } from "./tables";
import { findTaxRate, taxRateAnswers } from "./tax-rate-query";
import {
  addOverrides,
  assertRegionExists,
  lockTaxRate,
  removeOverrides,
  replaceOverrides,
  type OverrideKind,
} from "./tax-rate-writes";

const OVERRIDE_KINDS: OverrideKind[] = ["products", "product_types", "shipping_options"];

/** Runs a change in the idempotent transaction, then lets the Store see the new rates. */
async function changeTaxRates(
  c: Context<AppEnv>,
  work: Parameters<typeof runIdempotent>[1],
): Promise<Response> {
  const response = await runIdempotent(c, work);
  invalidateCatalogueCache();
  return response;
}

async function lockedRate(tx: Transaction, id: string) {
  const rate = await lockTaxRate(tx, id);
  if (!rate) throw notFound(`TaxRate with ${id} was not found`);
  return rate;
}

const listRoute = bind(AdminGetTaxRates, async (c, input) => {
  const query = input.query();
  const { db, config } = c.get("deps");
  const rateFilter: SQL[] =
    query.rate === undefined
      ? []
      : typeof query.rate === "number"
        ? // The column is a `real`: compared as one, 8.1 finds the 8.1 it stored.
          [sql`${taxRates.rate} = ${query.rate}::real`]
        : comparisonConditions(taxRates.rate, query.rate);
  const where = and(
    query.region_id?.length ? inArray(taxRates.region_id, query.region_id) : undefined,
    query.name ? eq(taxRates.name, query.name) : undefined,
    query.code ? eq(taxRates.code, query.code) : undefined,
    ...rateFilter,
  );
  const rows = await db
    .select()
    .from(taxRates)
    .where(where)
    .orderBy(desc(taxRates.created_at), desc(taxRates.id))
    .offset(query.offset)
    .limit(query.limit);
  const [total] = await db.select({ count: count() }).from(taxRates).where(where);
  return reply(c, AdminGetTaxRates, 200, {
    tax_rates: await taxRateAnswers(db, rows, query, config.publicUrl),
    count: total.count,
    offset: query.offset,
    limit: query.limit,
  });
});

const retrieveRoute = bind(AdminGetTaxRatesTaxRate, async (c, input) => {
  const query = input.query();
  const { db, config } = c.get("deps");
  return reply(c, AdminGetTaxRatesTaxRate, 200, {
    tax_rate: await findTaxRate(db, input.params.id, query, config.publicUrl),
  });
});

const createRoute = bind(
  AdminPostTaxRates,
  async (c, input) => {
    const query = input.query();
    const body = await input.body();
    const publicUrl = c.get("deps").config.publicUrl;
    return changeTaxRates(c, async (tx) => {
      await assertRegionExists(tx, body.region_id);
      const [rate] = await tx
        .insert(taxRates)
        .values({
          id: generateId("txr"),
          code: body.code,
          name: body.name,
          region_id: body.region_id,
          rate: body.rate ?? null,
          metadata: body.metadata ?? null,
        })
        .returning();
      for (const kind of OVERRIDE_KINDS) {
        const ids = body[kind];
        if (ids) await addOverrides(tx, rate, kind, ids);
      }
      return answer(AdminPostTaxRates, 200, {
        tax_rate: await findTaxRate(tx, rate.id, query, publicUrl),
      });
    });
  },
  [idempotencyKey],
);

const updateRoute = bind(
  AdminPostTaxRatesTaxRate,
  async (c, input) => {
    const query = input.query();
    const body = await input.body();
    const publicUrl = c.get("deps").config.publicUrl;
    return changeTaxRates(c, async (tx) => {
      const rate = await lockedRate(tx, input.params.id);
      const { products, product_types, shipping_options, ...columns } = body;
      const movesRegion = columns.region_id !== undefined && columns.region_id !== rate.region_id;
      if (movesRegion) await assertRegionExists(tx, columns.region_id!);
      const [updated] = await tx
        .update(taxRates)
        .set({ ...columns, updated_at: new Date() })
        .where(eq(taxRates.id, rate.id))
        .returning();
      if (movesRegion && shipping_options === undefined) {
        // Shipping options belong to a region: the old region's no longer meet this rate.
        await tx
          .delete(shippingTaxRates)
          .where(
            and(
              eq(shippingTaxRates.rate_id, rate.id),
              sql`${shippingTaxRates.shipping_option_id} not in (select ${shippingOptions.id} from ${shippingOptions} where ${shippingOptions.region_id} = ${updated.region_id})`,
            ),
          );
      }
      const replacements = { products, product_types, shipping_options };
      for (const kind of OVERRIDE_KINDS) {
        const ids = replacements[kind];
        if (ids) await replaceOverrides(tx, updated, kind, ids);
      }
      return answer(AdminPostTaxRatesTaxRate, 200, {
        tax_rate: await findTaxRate(tx, rate.id, query, publicUrl),
      });
    });
  },
  [idempotencyKey],
);

const deleteRoute = bind(
  AdminDeleteTaxRatesTaxRate,
  async (c, input) => {
    const id = input.params.id;
    return changeTaxRates(c, async (tx) => {
      // Deleting a rate that is not there answers as if it were deleted, as Medusa does.
      await tx.delete(taxRates).where(eq(taxRates.id, id));
      return answer(AdminDeleteTaxRatesTaxRate, 200, { id, object: "tax-rate", deleted: true });
    });
  },
  [idempotencyKey],
);

type BatchOperation =
  | typeof AdminPostTaxRatesTaxRateProducts
  | typeof AdminDeleteTaxRatesTaxRateProducts
  | typeof AdminPostTaxRatesTaxRateProductTypes
  | typeof AdminDeleteTaxRatesTaxRateProductTypes
  | typeof AdminPostTaxRatesTaxRateShippingOptions
  | typeof AdminDeleteTaxRatesTaxRateShippingOptions;

/** The add or remove route of one kind of override; the body lists ids under the kind's name. */
function batchRoute(op: BatchOperation, kind: OverrideKind, change: "add" | "remove"): BoundRoute {
  return bind(
    op,
    async (c, input) => {
      const query = input.query();
      const body: Partial<Record<OverrideKind, string[]>> = await input.body();
      const ids = body[kind] ?? [];
      const publicUrl = c.get("deps").config.publicUrl;
      return changeTaxRates(c, async (tx) => {
        const rate = await lockedRate(tx, input.params.id);
        if (change === "add") await addOverrides(tx, rate, kind, ids);
        else await removeOverrides(tx, rate.id, kind, ids);
        return answer(op, 200, { tax_rate: await findTaxRate(tx, rate.id, query, publicUrl) });
      });
    },
    [idempotencyKey],
  );
}

export const taxRateRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  createRoute,
  batchRoute(AdminPostTaxRatesTaxRateProducts, "products", "add"),
  batchRoute(AdminDeleteTaxRatesTaxRateProducts, "products", "remove"),
  batchRoute(AdminPostTaxRatesTaxRateProductTypes, "product_types", "add"),
  batchRoute(AdminDeleteTaxRatesTaxRateProductTypes, "product_types", "remove"),
  batchRoute(AdminPostTaxRatesTaxRateShippingOptions, "shipping_options", "add"),
  batchRoute(AdminDeleteTaxRatesTaxRateShippingOptions, "shipping_options", "remove"),
  retrieveRoute,
  updateRoute,
  deleteRoute,
]);
