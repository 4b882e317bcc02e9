// Admin store settings over real HTTP (contract medusa-v1 §12.3): the store with its currencies,
// providers, feature flags and modules; updates; store currencies, with the default currency
// always among them; and the Store API's store info following at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface StoreJson {
  id: string;
  name: string;
  default_currency_code: string;
  default_currency: { code: string } | null;
  currencies: { code: string; name: string; symbol: string }[];
  default_sales_channel: { id: string } | null;
  default_sales_channel_id: string | null;
  invite_link_template: string | null;
  metadata: Record<string, unknown> | null;
  payment_providers: { id: string; is_installed: boolean }[];
  fulfillment_providers: { id: string }[];
  feature_flags: { key: string; value: boolean }[];
  modules: { module: string; resolution: boolean | string }[];
}

describe.each(databaseKinds)("admin store on %s", (kind) => {
  let api: TestApi;
  let staff: SignedInStaff;

  const post = (path: string, json?: unknown) => staff.request(path, { method: "POST", json });
  const storeOf = async (response: Response) =>
    ((await response.json()) as { store: StoreJson }).store;
  const codes = (store: StoreJson) => store.currencies.map((currency) => currency.code);
  const storeInfoCurrencies = async () =>
    (
      (await (await api.request("/store/custom")).json()) as {
        store: { currencies: { code: string }[]; name: string };
      }
    ).store;

  beforeAll(async () => {
    api = await startTestApi(kind);
    staff = await signInStaff(api);
  });
  afterAll(() => api?.close());

  it("answers the store in Medusa's shape", async () => {
    const response = await staff.request("/admin/store");
    expect(response.status).toBe(200);
    const store = await storeOf(response);
    expect(store).toMatchObject({
      name: "Atelier",
      default_currency_code: "usd",
      default_currency: { code: "usd" },
      default_sales_channel: { id: api.seed!.salesChannelId },
      default_location_id: expect.stringMatching(/^sloc_/),
    });
    expect(codes(store)).toEqual(["eur", "jpy", "usd"]);
    expect(store.payment_providers.map((provider) => provider.id).sort()).toEqual([
      "manual",
      "test-card",
    ]);
    expect(store.feature_flags).toContainEqual({ key: "sales_channels", value: true });
    expect(store.feature_flags).toContainEqual({ key: "tax_inclusive_pricing", value: false });
    expect(store.modules).toContainEqual({ module: "inventoryService", resolution: false });

    expect(await (await staff.request("/admin/store/payment-providers")).json()).toMatchObject({
      payment_providers: expect.arrayContaining([{ id: "manual", is_installed: true }]),
    });
    expect(await (await staff.request("/admin/store/tax-providers")).json()).toEqual({
      tax_providers: [{ id: "system", is_installed: true }],
    });
    expect((await api.request("/admin/store")).status).toBe(401);
  });

  it("updates the name, link templates and metadata, and the Store API follows", async () => {
    const updated = await storeOf(
      await post("/admin/store", {
        name: "Atelier Studio",
        invite_link_template: "https://atelier.example/invite?token={invite_token}",
        metadata: { hours: "9-5" },
      }),
    );
    expect(updated).toMatchObject({
      name: "Atelier Studio",
      invite_link_template: "https://atelier.example/invite?token={invite_token}",
      metadata: { hours: "9-5" },
    });
    expect((await storeInfoCurrencies()).name).toBe("Atelier Studio");

    for (const body of [
      { name: "" },
      { colour: "red" },
      { currencies: [] },
      { currencies: ["dollars"] },
    ]) {
      const refused = await post("/admin/store", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await refused.json()).toMatchObject({ type: "invalid_data" });
    }
  });

  it("adds and removes currencies, keeping the default among them", async () => {
    const added = await storeOf(await post("/admin/store/currencies/GBP"));
    expect(codes(added)).toEqual(["eur", "gbp", "jpy", "usd"]);
    expect(added.currencies.find((currency) => currency.code === "gbp")).toMatchObject({
      name: "British Pound",
      symbol: "£",
    });
    expect((await storeInfoCurrencies()).currencies.map((c) => c.code)).toContain("gbp");
    expect((await post("/admin/store/currencies/xyz")).status).toBe(404);

    const removed = await storeOf(
      await staff.request("/admin/store/currencies/jpy", { method: "DELETE" }),
    );
    expect(codes(removed)).toEqual(["eur", "gbp", "usd"]);

    const defaultGone = await staff.request("/admin/store/currencies/usd", { method: "DELETE" });
    expect(defaultGone.status).toBe(400);
    expect((await post("/admin/store", { currencies: ["eur", "gbp"] })).status).toBe(400);
    expect((await post("/admin/store", { default_currency_code: "jpy" })).status).toBe(400);
    // Nothing changed by the refused updates.
    expect(codes(await storeOf(await staff.request("/admin/store")))).toEqual([
      "eur",
      "gbp",
      "usd",
    ]);

    const moved = await storeOf(
      await post("/admin/store", {
        currencies: ["eur", "gbp", "jpy"],
        default_currency_code: "eur",
      }),
    );
    expect(moved).toMatchObject({
      default_currency_code: "eur",
      default_currency: { code: "eur" },
    });
    expect(codes(moved)).toEqual(["eur", "gbp", "jpy"]);

    // A region may now be priced in pounds.
    const region = await post("/admin/regions", {
      name: "United Kingdom",
      currency_code: "gbp",
      tax_rate: 20,
      payment_providers: ["manual"],
      fulfillment_providers: ["manual"],
      countries: ["gb"],
    });
    expect(region.status).toBe(200);
  });
});
