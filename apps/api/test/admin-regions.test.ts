// Admin regions, shipping options and currencies over real HTTP (contract medusa-v1 §12.1): a
// region's currency, countries (each in one region at most) and providers, soft deletes that let
// countries go, fulfillment options, and flat-rate shipping options with their requirements.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCheckoutShop } from "./fixtures/checkout";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface RegionJson {
  id: string;
  name: string;
  currency_code: string;
  tax_rate: number;
  metadata: Record<string, unknown> | null;
  countries: { iso_2: string; display_name: string }[];
  payment_providers: { id: string }[];
  fulfillment_providers: { id: string }[];
}
interface OptionJson {
  id: string;
  name: string;
  region_id: string;
  amount: number;
  price_type: string;
  is_return: boolean;
  admin_only: boolean;
  requirements: { type: string; amount: number }[];
}

describe.each(databaseKinds)("admin regions on %s", (kind) => {
  let api: TestApi;
  let staff: SignedInStaff;

  const post = (path: string, json: unknown) => staff.request(path, { method: "POST", json });
  const del = (path: string) => staff.request(path, { method: "DELETE" });
  const regionOf = async (response: Response) =>
    ((await response.json()) as { region: RegionJson }).region;

  const nordic = {
    name: "Nordics",
    currency_code: "eur",
    tax_rate: 24,
    payment_providers: ["manual"],
    fulfillment_providers: ["manual"],
    countries: ["fi", "no"],
  };

  beforeAll(async () => {
    api = await startTestApi(kind);
    staff = await signInStaff(api);
  });
  afterAll(() => api?.close());

  it("lists the seeded regions with their countries and providers", async () => {
    const response = await staff.request("/admin/regions");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { regions: RegionJson[]; count: number; limit: number };
    expect(body.limit).toBe(50);
    expect(body.regions.map((region) => region.name).sort()).toEqual([
      "Europe",
      "Japan",
      "United States",
    ]);
    const us = body.regions.find((region) => region.name === "United States")!;
    expect(us.countries.map((country) => country.iso_2).sort()).toEqual(["ca", "us"]);
    expect(us.payment_providers.map((provider) => provider.id)).toContain("manual");
    expect((await staff.request("/admin/regions?limit=x")).status).toBe(400);
  });

  it("creates a region with new countries, and refuses what breaks the rules", async () => {
    const created = await post("/admin/regions", nordic);
    expect(created.status).toBe(200);
    const region = await regionOf(created);
    expect(region).toMatchObject({ name: "Nordics", currency_code: "eur", tax_rate: 24 });
    expect(region.countries.map((country) => [country.iso_2, country.display_name]).sort()).toEqual(
      [
        ["fi", "Finland"],
        ["no", "Norway"],
      ],
    );
    // The Store sees it at once.
    const store = await api.request(`/store/regions/${region.id}`);
    expect(store.status).toBe(200);

    const refusals: [Record<string, unknown>, number, RegExp][] = [
      [{ ...nordic, name: "Taken", countries: ["de"] }, 400, /de already exists in Europe/],
      [{ ...nordic, name: "Pounds", currency_code: "gbp", countries: ["gb"] }, 400, /gbp/],
      [{ ...nordic, name: "Nowhere", countries: ["zz"] }, 404, /zz/],
      [{ ...nordic, name: "Odd", payment_providers: ["paypal"], countries: [] }, 404, /paypal/],
      [{ ...nordic, tax_rate: 120, countries: [] }, 400, /tax_rate/],
      [{ ...nordic, countries: ["finland"] }, 400, /countries/],
      [{ name: "Half" }, 400, /currency_code/],
    ];
    for (const [body, status, message] of refusals) {
      const response = await post("/admin/regions", body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    const { count } = (await (await staff.request("/admin/regions")).json()) as { count: number };
    expect(count).toBe(4);
  });

  it("moves countries and providers, updates and deletes a region", async () => {
    const region = await regionOf(
      await post("/admin/regions", { ...nordic, name: "North", countries: ["is"] }),
    );

    const taken = await post(`/admin/regions/${region.id}/countries`, { country_code: "se" });
    expect(taken.status).toBe(400);
    const added = await regionOf(
      await post(`/admin/regions/${region.id}/countries`, { country_code: "IE" }),
    );
    expect(added.countries.map((country) => country.iso_2).sort()).toEqual(["ie", "is"]);
    const removed = await regionOf(await del(`/admin/regions/${region.id}/countries/ie`));
    expect(removed.countries.map((country) => country.iso_2)).toEqual(["is"]);

    const withCard = await regionOf(
      await post(`/admin/regions/${region.id}/payment-providers`, { provider_id: "test-card" }),
    );
    expect(withCard.payment_providers.map((provider) => provider.id).sort()).toEqual([
      "manual",
      "test-card",
    ]);
    const withoutManual = await regionOf(
      await del(`/admin/regions/${region.id}/payment-providers/manual`),
    );
    expect(withoutManual.payment_providers.map((provider) => provider.id)).toEqual(["test-card"]);
    expect(
      (await post(`/admin/regions/${region.id}/fulfillment-providers`, { provider_id: "dhl" }))
        .status,
    ).toBe(404);

    const options = await staff.request(`/admin/regions/${region.id}/fulfillment-options`);
    expect(await options.json()).toEqual({
      fulfillment_options: [
        {
          provider_id: "manual",
          options: [
            { id: "manual-fulfillment" },
            { id: "manual-fulfillment-return", is_return: true },
          ],
        },
      ],
    });

    const updated = await regionOf(
      await post(`/admin/regions/${region.id}`, {
        name: "Iceland",
        tax_rate: 11,
        metadata: { warehouse: "reykjavik" },
        countries: ["is", "ie"],
      }),
    );
    expect(updated).toMatchObject({
      name: "Iceland",
      tax_rate: 11,
      metadata: { warehouse: "reykjavik" },
    });
    expect((await post(`/admin/regions/${region.id}`, { tax_rate: "high" })).status).toBe(400);

    const deleted = await del(`/admin/regions/${region.id}`);
    expect(await deleted.json()).toEqual({ id: region.id, object: "region", deleted: true });
    expect((await staff.request(`/admin/regions/${region.id}`)).status).toBe(404);
    expect((await api.request(`/store/regions/${region.id}`)).status).toBe(404);
    // Its countries are free for another region.
    const next = await post("/admin/regions", {
      ...nordic,
      name: "Ireland",
      countries: ["ie", "is"],
    });
    expect(next.status).toBe(200);
    expect((await del("/admin/regions/reg_missing")).status).toBe(404);
  });

  it("makes, lists, changes and deletes flat-rate shipping options", async () => {
    const us = api.seed!.regions.us;
    // A cart's options are cached: staff changes show at once all the same.
    const shop = await insertCheckoutShop(api);
    const { cart } = (await (
      await api.request("/store/carts", { method: "POST", json: { region_id: us } })
    ).json()) as { cart: { id: string } };
    await api.request(`/store/carts/${cart.id}/line-items`, {
      method: "POST",
      json: { variant_id: shop.bowl, quantity: 1 },
    });
    const cartOptionIds = async () =>
      (
        (await (await api.request(`/store/shipping-options/${cart.id}`)).json()) as {
          shipping_options: { id: string }[];
        }
      ).shipping_options.map((o) => o.id);
    expect((await cartOptionIds()).length).toBeGreaterThan(0);

    const created = await post("/admin/shipping-options", {
      name: "White glove",
      region_id: us,
      provider_id: "manual",
      price_type: "flat_rate",
      amount: 9900,
      requirements: [{ type: "max_subtotal", amount: 500000 }],
    });
    expect(created.status).toBe(200);
    const { shipping_option: option } = (await created.json()) as { shipping_option: OptionJson };
    expect(option).toMatchObject({
      name: "White glove",
      amount: 9900,
      price_type: "flat_rate",
      is_return: false,
      requirements: [{ type: "max_subtotal", amount: 500000 }],
    });

    const storeOptions = (await (
      await api.request(`/store/shipping-options?region_id=${us}`)
    ).json()) as { shipping_options: { id: string }[] };
    expect(storeOptions.shipping_options.map((o) => o.id)).toContain(option.id);
    expect(await cartOptionIds()).toContain(option.id);

    const refusals: [Record<string, unknown>, number][] = [
      [{ name: "Calc", region_id: us, provider_id: "manual", price_type: "calculated" }, 400],
      [{ name: "NoAmount", region_id: us, provider_id: "manual", price_type: "flat_rate" }, 400],
      [
        {
          name: "X",
          region_id: "reg_none",
          provider_id: "manual",
          price_type: "flat_rate",
          amount: 1,
        },
        404,
      ],
      [{ name: "X", region_id: us, provider_id: "dhl", price_type: "flat_rate", amount: 1 }, 400],
      [
        {
          name: "X",
          region_id: us,
          provider_id: "manual",
          price_type: "flat_rate",
          amount: 1,
          requirements: [
            { type: "min_subtotal", amount: 500 },
            { type: "max_subtotal", amount: 100 },
          ],
        },
        400,
      ],
      [
        { name: "X", region_id: us, provider_id: "manual", price_type: "flat_rate", amount: -5 },
        400,
      ],
    ];
    for (const [body, status] of refusals) {
      expect((await post("/admin/shipping-options", body)).status, JSON.stringify(body)).toBe(
        status,
      );
    }

    const listed = (await (
      await staff.request(`/admin/shipping-options?region_id=${us}&is_return=false`)
    ).json()) as { shipping_options: OptionJson[]; count: number };
    expect(listed.shipping_options.map((o) => o.name)).toEqual(
      expect.arrayContaining(["Standard Shipping", "White glove"]),
    );
    expect(listed.count).toBe(listed.shipping_options.length);

    const changed = await post(`/admin/shipping-options/${option.id}`, {
      amount: 12900,
      admin_only: true,
      requirements: [],
    });
    expect(await changed.json()).toMatchObject({
      shipping_option: { amount: 12900, admin_only: true, requirements: [] },
    });
    const hidden = (await (
      await api.request(`/store/shipping-options?region_id=${us}`)
    ).json()) as { shipping_options: { id: string }[] };
    expect(hidden.shipping_options.map((o) => o.id)).not.toContain(option.id);
    expect(await cartOptionIds()).not.toContain(option.id);

    const deleted = await del(`/admin/shipping-options/${option.id}`);
    expect(await deleted.json()).toEqual({
      id: option.id,
      object: "shipping-option",
      deleted: true,
    });
    expect((await staff.request(`/admin/shipping-options/${option.id}`)).status).toBe(404);
  });

  it("lists and finds currencies, and keeps prices before tax", async () => {
    const all = (await (await staff.request("/admin/currencies")).json()) as {
      currencies: { code: string; includes_tax: boolean }[];
      count: number;
      limit: number;
    };
    expect(all.limit).toBe(20);
    expect(all.currencies.map((currency) => currency.code)).toEqual(["eur", "jpy", "usd"]);
    const yen = (await (await staff.request("/admin/currencies?q=yen")).json()) as {
      currencies: { code: string }[];
    };
    expect(yen.currencies.map((currency) => currency.code)).toEqual(["jpy"]);
    expect(
      await (await post("/admin/currencies/usd", { includes_tax: false })).json(),
    ).toMatchObject({
      currency: { code: "usd", includes_tax: false },
    });
    expect((await post("/admin/currencies/usd", { includes_tax: true })).status).toBe(400);
    expect((await post("/admin/currencies/usd", {})).status).toBe(400);
    expect((await post("/admin/currencies/xyz", { includes_tax: false })).status).toBe(404);
  });
});
