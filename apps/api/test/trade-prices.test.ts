// Trade prices end to end (issue 4): an approved trade professional sees the "Trade prices" list
// on the Store API and pays them in the cart; everyone else keeps the base prices, and the
// product cache never hands one shopper's prices to another.
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  moneyAmounts,
  priceListCustomerGroups,
  priceLists,
  products,
  productVariants,
} from "../src/db/schema";
import { findTradeGroupId } from "../src/modules/trade/trade-group";
import { Browser, registerCustomer, type Registered } from "./accounts-client";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface PricedVariant {
  id: string;
  original_price: number | null;
  calculated_price: number | null;
  calculated_price_type?: string;
  prices: { amount: number; price_list_id: string | null }[];
}
interface ProductBody {
  product: { id: string; variants: PricedVariant[] };
}

describe.each(databaseKinds)("trade prices on %s", (kind) => {
  let api: TestApi;
  let staff: SignedInStaff;
  let trade: Registered;
  let other: Registered;
  let productId: string;
  let variantId: string;

  async function variantAs(browser: Browser | undefined): Promise<PricedVariant> {
    const path = `/store/products/${productId}?region_id=${api.seed!.regions.us}`;
    const response = browser ? await browser.request(path) : await api.request(path);
    expect(response.status).toBe(200);
    const { product } = (await response.json()) as ProductBody;
    return product.variants.find((variant) => variant.id === variantId)!;
  }

  beforeAll(async () => {
    api = await startTestApi(kind);
    staff = await signInStaff(api);
    const { products } = (await (
      await api.request(`/store/products?limit=1&region_id=${api.seed!.regions.us}`)
    ).json()) as { products: { id: string; variants: PricedVariant[] }[] };
    productId = products[0].id;
    variantId = products[0].variants[0].id;

    trade = await registerCustomer(api, { first_name: "Tess" });
    other = await registerCustomer(api, { first_name: "Otto" });
    const applied = await trade.browser.request("/store/customers/me/trade-application", {
      json: { company: "Tess Interiors", trade_type: "interior designer" },
    });
    expect(applied.status).toBe(200);
    const found = (await (
      await staff.request(`/admin/trade-professionals?q=${encodeURIComponent(trade.email)}`)
    ).json()) as { trade_professionals: { id: string }[] };
    const approved = await staff.request(
      `/admin/trade-professionals/${found.trade_professionals[0].id}/approve`,
      { method: "POST" },
    );
    expect(approved.status).toBe(200);
  });
  afterAll(() => api?.close());

  it("seeds an active Trade prices list for the Trade group, 15 % off in whole units", async () => {
    const { db } = api.deps;
    const groupId = await findTradeGroupId(db);
    const [list] = await db
      .select()
      .from(priceLists)
      .innerJoin(priceListCustomerGroups, eq(priceListCustomerGroups.price_list_id, priceLists.id))
      .where(eq(priceListCustomerGroups.customer_group_id, groupId!));
    expect(list.price_list).toMatchObject({ name: "Trade prices", status: "active" });
    const tradePrices = await db
      .select()
      .from(moneyAmounts)
      .where(eq(moneyAmounts.price_list_id, list.price_list.id));
    const basePrices = await db
      .select()
      .from(moneyAmounts)
      .where(and(eq(moneyAmounts.variant_id, variantId)));
    const base = basePrices.find((p) => p.price_list_id === null && p.currency_code === "usd")!;
    const tradeUsd = tradePrices.find(
      (p) => p.variant_id === variantId && p.currency_code === "usd",
    )!;
    expect(tradeUsd.amount).toBe(Math.round((base.amount * 0.85) / 100) * 100);
    const jpy = tradePrices.find((p) => p.variant_id === variantId && p.currency_code === "jpy")!;
    expect(Number.isInteger(jpy.amount)).toBe(true);
    // Every variant but the gift card's, which sells at face value.
    const variantsWithPrices = await db
      .selectDistinct({ id: moneyAmounts.variant_id })
      .from(moneyAmounts)
      .innerJoin(productVariants, eq(productVariants.id, moneyAmounts.variant_id))
      .innerJoin(products, eq(products.id, productVariants.product_id))
      .where(and(isNotNull(moneyAmounts.variant_id), eq(products.is_giftcard, false)));
    expect(new Set(tradePrices.map((p) => p.variant_id)).size).toBe(variantsWithPrices.length);
  });

  it("shows the trade customer lower prices than a guest and another customer, cache or not", async () => {
    const guest = await variantAs(undefined);
    const tradeView = await variantAs(trade.browser);
    const otherView = await variantAs(other.browser);
    const guestAgain = await variantAs(undefined);

    expect(guest.calculated_price).toBe(guest.original_price);
    expect(guest.calculated_price_type).toBe("default");
    expect(guest.prices.every((price) => price.price_list_id === null)).toBe(true);
    expect(otherView.calculated_price).toBe(guest.calculated_price);
    expect(guestAgain.calculated_price).toBe(guest.calculated_price);

    expect(tradeView.original_price).toBe(guest.original_price);
    expect(tradeView.calculated_price).toBeLessThan(guest.calculated_price!);
    expect(tradeView.calculated_price).toBe(Math.round((guest.original_price! * 0.85) / 100) * 100);
    expect(tradeView.calculated_price_type).toBe("override");

    // The list route and the variant route agree, and a bearer token counts as a sign-in too.
    const listed = (await (
      await trade.browser.request(`/store/products?id=${productId}&currency_code=usd`)
    ).json()) as { products: { variants: PricedVariant[] }[] };
    expect(listed.products[0].variants.find((v) => v.id === variantId)!.calculated_price).toBe(
      tradeView.calculated_price,
    );
    const token = (await (
      await api.request("/store/auth/token", {
        method: "POST",
        json: { email: trade.email, password: "correct horse battery" },
      })
    ).json()) as { access_token: string };
    const byToken = (await (
      await api.request(`/store/variants/${variantId}?region_id=${api.seed!.regions.us}`, {
        headers: { authorization: `Bearer ${token.access_token}` },
      })
    ).json()) as { variant: PricedVariant };
    expect(byToken.variant.calculated_price).toBe(tradeView.calculated_price);
  });

  it("prices the trade customer's cart lines at trade prices, and a guest's at base prices", async () => {
    const tradeView = await variantAs(trade.browser);
    const guest = await variantAs(undefined);
    const region_id = api.seed!.regions.us;

    const tradeCart = (await (
      await trade.browser.request("/store/carts", { json: { region_id } })
    ).json()) as { cart: { id: string } };
    const added = await trade.browser.request(`/store/carts/${tradeCart.cart.id}/line-items`, {
      json: { variant_id: variantId, quantity: 2 },
    });
    expect(added.status).toBe(200);
    const { cart } = (await added.json()) as {
      cart: { items: { unit_price: number; quantity: number }[]; subtotal: number };
    };
    expect(cart.items[0].unit_price).toBe(tradeView.calculated_price);
    expect(cart.subtotal).toBe(tradeView.calculated_price! * 2);

    const changed = await trade.browser.request(`/store/carts/${tradeCart.cart.id}/line-items`, {
      json: { variant_id: variantId, quantity: 1 },
    });
    const merged = (await changed.json()) as { cart: { items: { unit_price: number }[] } };
    expect(merged.cart.items[0].unit_price).toBe(tradeView.calculated_price);

    const guestCart = (await (
      await api.request("/store/carts", { method: "POST", json: { region_id } })
    ).json()) as { cart: { id: string } };
    const guestAdded = (await (
      await api.request(`/store/carts/${guestCart.cart.id}/line-items`, {
        method: "POST",
        json: { variant_id: variantId, quantity: 1 },
      })
    ).json()) as { cart: { items: { unit_price: number }[] } };
    expect(guestAdded.cart.items[0].unit_price).toBe(guest.calculated_price);

    // Moving the trade cart to Europe re-prices it at the trade price in euros.
    const moved = (await (
      await trade.browser.request(`/store/carts/${tradeCart.cart.id}`, {
        json: { region_id: api.seed!.regions.eu },
      })
    ).json()) as { cart: { items: { unit_price: number }[] } };
    const euTrade = (await (
      await trade.browser.request(`/store/variants/${variantId}?region_id=${api.seed!.regions.eu}`)
    ).json()) as { variant: PricedVariant };
    expect(moved.cart.items[0].unit_price).toBe(euTrade.variant.calculated_price);
    expect(euTrade.variant.calculated_price).toBeLessThan(euTrade.variant.original_price!);
  });
});
