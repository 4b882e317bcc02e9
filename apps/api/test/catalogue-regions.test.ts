import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoreRegion } from "../src/modules/regions/region-service";
import {
  ids,
  type MedusaErrorBody,
  requestJson,
  startCatalogueApi,
  type Wire,
} from "./fixtures/catalogue";
import { databaseKinds, type TestApi } from "./harness";

type Region = Wire<StoreRegion>;
type RegionList = { regions: Region[]; count: number; offset: number; limit: number };

describe.each(databaseKinds)("store regions on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startCatalogueApi(kind);
  });
  afterAll(() => api?.close());

  const listIds = async (query = "") => {
    const { status, body } = await requestJson<RegionList>(api, `/store/regions${query}`);
    expect(status).toBe(200);
    return body.regions.map((region) => region.id);
  };

  it("lists regions newest first, so the US region the storefront starts in comes first", async () => {
    const { status, body } = await requestJson<RegionList>(api, "/store/regions");
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 3, offset: 0, limit: 100 });
    expect(body.regions.map((region) => region.id)).toEqual([
      ids.regions.us,
      ids.regions.jp,
      ids.regions.eu,
    ]);
  });

  it("sends each region with its countries, providers and currency", async () => {
    const { body } = await requestJson<RegionList>(api, "/store/regions?limit=1");
    expect(body.regions).toHaveLength(1);
    const [us] = body.regions;
    expect(us).toEqual({
      id: ids.regions.us,
      name: "United States",
      currency_code: "usd",
      tax_rate: 8,
      tax_code: null,
      gift_cards_taxable: true,
      automatic_taxes: true,
      tax_provider_id: null,
      metadata: null,
      created_at: "2024-03-01T10:03:00.000Z",
      updated_at: "2024-03-01T10:03:00.000Z",
      deleted_at: null,
      countries: [
        {
          id: expect.any(Number),
          iso_2: "us",
          iso_3: "usa",
          num_code: 840,
          name: "UNITED STATES",
          display_name: "United States",
          region_id: ids.regions.us,
        },
      ],
      payment_providers: [
        { id: "manual", is_installed: true },
        { id: "stripe", is_installed: true },
      ],
      fulfillment_providers: [{ id: "manual", is_installed: true }],
      currency: { code: "usd", symbol: "$", symbol_native: "$", name: "US Dollar" },
    });
  });

  it("orders, pages and filters by date", async () => {
    expect(await listIds("?order=name")).toEqual([ids.regions.eu, ids.regions.jp, ids.regions.us]);
    expect(await listIds("?order=-currency_code")).toEqual([
      ids.regions.us,
      ids.regions.jp,
      ids.regions.eu,
    ]);
    expect(await listIds("?offset=1&limit=1")).toEqual([ids.regions.jp]);
    expect(await listIds("?created_at[lt]=2024-03-01T10:03:00.000Z")).toEqual([
      ids.regions.jp,
      ids.regions.eu,
    ]);
  });

  it("returns one region by id", async () => {
    const { status, body } = await requestJson<{ region: Region }>(
      api,
      `/store/regions/${ids.regions.eu}`,
    );
    expect(status).toBe(200);
    expect(body.region).toMatchObject({ id: ids.regions.eu, currency_code: "eur", tax_rate: 20 });
    expect(body.region.countries.map((country) => country.iso_2)).toEqual(["de", "fr"]);
    expect(body.region.currency).toEqual({
      code: "eur",
      symbol: "€",
      symbol_native: "€",
      name: "Euro",
    });
  });

  it("answers 404 for an unknown region", async () => {
    const { status, body } = await requestJson<MedusaErrorBody>(api, "/store/regions/reg_atlantis");
    expect(status).toBe(404);
    expect(body).toEqual({
      type: "not_found",
      message: "Region with id: reg_atlantis was not found",
    });
  });

  it.each([
    ["?limit=-1", /limit: must be at least 0/],
    ["?limit=abc", /limit: must be a number/],
    ["?country=us", /property country should not exist/],
    ["?order=tax_rate", /Order field tax_rate is not valid/],
    ["?updated_at[gt]=soon", /updated_at\.gt: must be a date/],
  ])("answers 400 invalid_data to %s", async (query, message) => {
    const { status, body } = await requestJson<MedusaErrorBody>(api, `/store/regions${query}`);
    expect(status).toBe(400);
    expect(body.type).toBe("invalid_data");
    expect(body.message).toMatch(message);
  });
});
