// Discount arithmetic over random carts: random prices, quantities, rules (percentage, fixed per
// unit, fixed over the total), product conditions (none, `in`, `not_in`) and regions (USD, and
// zero-decimal JPY). Each cart the API answers is compared with an independent calculation here,
// written from Medusa v1's rules in exact integer arithmetic: a line's percentage is rounded on its
// own; a fixed total is shared by line subtotal over every discountable line; no line goes below
// zero; tax is taken per line on what is left.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountConditionsNotMetMessage } from "@atelier/contracts";
import { productVariants } from "../src/db/schema";
import { randomInt, seededRandom } from "../src/seed/random";
import { insertVariant } from "./fixtures/checkout";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

const CARTS = 24;

interface Product {
  variant: string;
  product: string;
  prices: { usd: number; eur: number; jpy: number };
}
type Rule =
  | { type: "percentage"; value: number; allocation: "total" }
  | { type: "fixed"; value: number; allocation: "item" | "total" };
type Condition = { operator: "in" | "not_in"; product: string } | null;
interface CartJson {
  id: string;
  region: { tax_rate: number; automatic_taxes: boolean };
  items: {
    id: string;
    variant_id: string;
    unit_price: number;
    quantity: number;
    subtotal: number;
    discount_total: number;
    tax_total: number;
    total: number;
  }[];
  subtotal: number;
  discount_total: number;
  tax_total: number;
  total: number;
}

/** Rounds n / d half up, in integers (n, d ≥ 0). */
const divideRounded = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

/** Whether a condition lets the discount reduce a line of this product. */
const isEligible = (product: string, condition: Condition) =>
  condition === null || (condition.operator === "in") === (product === condition.product);

/** Each line's discount, from the rule, the condition and the line subtotals alone. */
function expectedShares(
  lines: { product: string; subtotal: number; quantity: number }[],
  rule: Rule,
  condition: Condition,
): number[] {
  const everyLine = lines.reduce((sum, line) => sum + line.subtotal, 0);
  return lines.map((line) => {
    const eligible =
      condition === null || (condition.operator === "in") === (line.product === condition.product);
    if (!eligible) return 0;
    let amount: number;
    if (rule.type === "percentage") amount = divideRounded(line.subtotal * rule.value, 100);
    else if (rule.allocation === "item") amount = rule.value * line.quantity;
    else amount = divideRounded(Math.min(rule.value, everyLine) * line.subtotal, everyLine);
    return Math.min(amount, line.subtotal);
  });
}

describe.each(databaseKinds)("discount totals over random carts on %s", (kind) => {
  let api: TestApi;
  let staff: SignedInStaff;
  const products: Product[] = [];

  beforeAll(async () => {
    api = await startTestApi(kind);
    staff = await signInStaff(api);
    const random = seededRandom(14);
    for (let index = 0; index < 4; index++) {
      const prices = {
        usd: randomInt(random, 1, 25_000),
        eur: randomInt(random, 1, 25_000),
        jpy: randomInt(random, 1, 40_000),
      };
      const variant = await insertVariant(api, { stock: 10_000, prices });
      const [row] = await api.deps.db
        .select({ product: productVariants.product_id })
        .from(productVariants)
        .where(eq(productVariants.id, variant));
      products.push({ variant, product: row.product, prices });
    }
  });
  afterAll(() => api?.close());

  it(`matches the independent calculation on ${CARTS} random carts`, async () => {
    const random = seededRandom(2026);
    const pick = <T>(list: readonly T[]) => list[randomInt(random, 0, list.length - 1)];
    for (let run = 0; run < CARTS; run++) {
      const region = pick(["us", "jp"] as const);
      const currency = region === "us" ? "usd" : "jpy";
      const rule: Rule = pick([
        { type: "percentage", value: randomInt(random, 1, 100), allocation: "total" },
        { type: "fixed", value: randomInt(random, 1, 30_000), allocation: "item" },
        { type: "fixed", value: randomInt(random, 1, 60_000), allocation: "total" },
      ] as const);
      const chosen = products.filter(() => random() < 0.7);
      if (chosen.length === 0) chosen.push(pick(products));
      const condition: Condition = pick([
        null,
        { operator: "in", product: pick(chosen).product },
        { operator: "not_in", product: pick(products).product },
      ] as const);
      const code = `PROP${run}`;
      const created = await staff.request("/admin/discounts", {
        method: "POST",
        json: {
          code,
          rule: {
            ...rule,
            ...(condition && {
              conditions: [{ operator: condition.operator, products: [condition.product] }],
            }),
          },
          regions: [api.seed!.regions[region]],
        },
      });
      expect(created.status, await created.clone().text()).toBe(200);

      const quantities = chosen.map(() => randomInt(random, 1, 5));
      const made = await api.request("/store/carts", {
        method: "POST",
        json: {
          region_id: api.seed!.regions[region],
          items: chosen.map((product, index) => ({
            variant_id: product.variant,
            quantity: quantities[index],
          })),
        },
      });
      const { cart: empty } = (await made.json()) as { cart: CartJson };
      const applied = await api.request(`/store/carts/${empty.id}`, {
        method: "POST",
        json: { discounts: [{ code }] },
      });
      const lines = chosen.map((product, index) => ({
        product: product.product,
        quantity: quantities[index],
        subtotal: product.prices[currency] * quantities[index],
      }));
      const shares = expectedShares(lines, rule, condition);
      const context = JSON.stringify({ run, region, rule, condition, lines });
      const anyEligible = lines.some((line) => isEligible(line.product, condition));
      if (!anyEligible) {
        expect(applied.status, context).toBe(400);
        expect(await applied.json(), context).toMatchObject({
          message: discountConditionsNotMetMessage(code),
        });
        continue;
      }
      expect(applied.status, context).toBe(200);
      const { cart } = (await applied.json()) as { cart: CartJson };
      const rate = cart.region.automatic_taxes ? cart.region.tax_rate : 0;
      let total = 0;
      chosen.forEach((product, index) => {
        const item = cart.items.find((line) => line.variant_id === product.variant)!;
        const tax = divideRounded((lines[index].subtotal - shares[index]) * rate, 100);
        expect(item, context).toMatchObject({
          subtotal: lines[index].subtotal,
          discount_total: shares[index],
          tax_total: tax,
          total: lines[index].subtotal - shares[index] + tax,
        });
        total += lines[index].subtotal - shares[index] + tax;
      });
      expect(cart.discount_total, context).toBe(shares.reduce((sum, share) => sum + share, 0));
      expect(cart.total, context).toBe(total);
    }
  }, 120_000);
});
