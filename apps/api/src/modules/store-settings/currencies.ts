// Currencies (contract medusa-v1 §12.1): the demo seed holds the three the shop sells in; any
// other ISO 4217 currency the runtime knows is added to the `currency` table the first time staff
// use it, with its English name and symbols.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { currencies } from "./tables";
import { notFound } from "../../http/errors";

type CurrencyRow = typeof currencies.$inferSelect;

const isoCurrencies = new Set(Intl.supportedValuesOf("currency").map((code) => code.toLowerCase()));

function symbolOf(code: string, display: "symbol" | "narrowSymbol"): string {
  const parts = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: code,
    currencyDisplay: display,
  }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? code.toUpperCase();
}

/** The currency row of `code` (lowercase), added when the runtime knows it; else a 404. */
export async function ensureCurrency(db: Database, code: string): Promise<CurrencyRow> {
  const [existing] = await db.select().from(currencies).where(eq(currencies.code, code));
  if (existing) return existing;
  if (!isoCurrencies.has(code)) throw notFound(`Currency with code ${code} was not found`);
  const name =
    new Intl.DisplayNames(["en"], { type: "currency" }).of(code.toUpperCase()) ??
    code.toUpperCase();
  const [created] = await db
    .insert(currencies)
    .values({
      code,
      name,
      symbol: symbolOf(code, "symbol"),
      symbol_native: symbolOf(code, "narrowSymbol"),
    })
    .onConflictDoNothing()
    .returning();
  return created ?? (await db.select().from(currencies).where(eq(currencies.code, code)))[0];
}
