// Admin currencies (contract medusa-v1 §12.1): the currencies the shop knows, searchable by code
// or name, and `POST /admin/currencies/:code {includes_tax}`, Medusa's tax-inclusive flag. Atelier
// prices exclude tax (decisions: the shop shows prices before tax), so only `false` is accepted.
import { AdminGetCurrencies, AdminPostCurrenciesCurrency } from "@atelier/contracts";
import { asc, count, ilike, or } from "drizzle-orm";
import { Hono } from "hono";
import { currencies } from "../tables";
import type { AppEnv } from "../../../http/context";
import { invalidData } from "../../../http/errors";
import { containsPattern } from "../../../http/list-query";
import { bind, mount, reply } from "../../../http/route";
import { ensureCurrency } from "../currencies";

const listRoute = bind(AdminGetCurrencies, async (c, input) => {
  const query = input.query();
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
  return reply(c, AdminGetCurrencies, 200, {
    currencies: rows.map((row) => ({ ...row, includes_tax: false })),
    count: total.count,
    offset: query.offset,
    limit: query.limit,
  });
});

const updateRoute = bind(AdminPostCurrenciesCurrency, async (c, input) => {
  const body = await input.body();
  if (body.includes_tax) {
    throw invalidData("Atelier's prices exclude tax, so a currency cannot include it");
  }
  const currency = await ensureCurrency(c.get("deps").db, input.params.code.toLowerCase());
  return reply(c, AdminPostCurrenciesCurrency, 200, {
    currency: { ...currency, includes_tax: false },
  });
});

export const adminCurrencyRoutes = mount(new Hono<AppEnv>(), "/admin", [listRoute, updateRoute]);
