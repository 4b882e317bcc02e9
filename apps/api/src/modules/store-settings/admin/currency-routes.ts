// Admin currencies (contract medusa-v1 §12.1): the currencies the shop knows, searchable by code
// or name, and `POST /admin/currencies/:code {includes_tax}`, Medusa's tax-inclusive flag. Atelier
// prices exclude tax (decisions: the shop shows prices before tax), so only `false` is accepted.
import { asc, count, ilike, or } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { currencies } from "../tables";
import type { AppEnv } from "../../../http/context";
import { invalidData } from "../../../http/errors";
import { parseBody, parseQuery, queryFieldList } from "../../../http/validation";
import { containsPattern, paginationQuery } from "../../../http/list-query";
import { CURRENCIES_DEFAULT_LIMIT } from "../constants";
import { ensureCurrency } from "../currencies";

const listQuery = z.strictObject({
  ...paginationQuery(CURRENCIES_DEFAULT_LIMIT),
  q: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
  code: z.string().optional(),
  order: z.string().optional(),
  expand: queryFieldList,
  fields: queryFieldList,
});

const updateBody = z.strictObject({ includes_tax: z.boolean({ error: "must be true or false" }) });

export const adminCurrencyRoutes = new Hono<AppEnv>()
  .get("/currencies", async (c) => {
    const query = parseQuery(c, listQuery);
    const { db } = c.get("deps");
    const text = query.q ?? query.code;
    const where = text
      ? or(
          ilike(currencies.code, containsPattern(text)),
          ilike(currencies.name, containsPattern(text)),
        )
      : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(currencies)
        .where(where)
        .orderBy(asc(currencies.code))
        .offset(query.offset)
        .limit(query.limit),
      db.select({ count: count() }).from(currencies).where(where),
    ]);
    return c.json({
      currencies: rows.map((row) => ({ ...row, includes_tax: false })),
      count: total.count,
      offset: query.offset,
      limit: query.limit,
    });
  })
  .post("/currencies/:code", async (c) => {
    const body = await parseBody(c, updateBody);
    if (body.includes_tax) {
      throw invalidData("Atelier's prices exclude tax, so a currency cannot include it");
    }
    const currency = await ensureCurrency(c.get("deps").db, c.req.param("code").toLowerCase());
    return c.json({ currency: { ...currency, includes_tax: false } });
  });
