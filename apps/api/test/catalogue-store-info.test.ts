import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoreInfo } from "../src/modules/store-settings/store-info-service";
import {
  ids,
  type MedusaErrorBody,
  requestJson,
  startCatalogueApi,
  type Wire,
} from "./fixtures/catalogue";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

describe.each(databaseKinds)("store info on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startCatalogueApi(kind);
  });
  afterAll(() => api?.close());

  it("describes the shop: name, currencies and the default region in full", async () => {
    const { status, body } = await requestJson<{ store: Wire<StoreInfo> }>(api, "/store/custom");
    expect(status).toBe(200);
    expect(body.store).toMatchObject({
      id: ids.store,
      name: "Atelier",
      default_currency_code: "usd",
      default_region_id: ids.regions.us,
      currencies: [
        { code: "eur", symbol: "€", symbol_native: "€", name: "Euro" },
        { code: "jpy", symbol: "¥", symbol_native: "￥", name: "Japanese Yen" },
        { code: "usd", symbol: "$", symbol_native: "$", name: "US Dollar" },
      ],
    });
    expect(Object.keys(body.store).sort()).toEqual([
      "currencies",
      "default_currency_code",
      "default_region",
      "default_region_id",
      "id",
      "name",
    ]);
    const region = await requestJson<{ region: unknown }>(api, `/store/regions/${ids.regions.us}`);
    expect(body.store.default_region).toEqual(region.body.region);
  });
});

describe.each(databaseKinds)("store info before the shop is set up on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
  });
  afterAll(() => api?.close());

  it("answers 404 when there is no store yet", async () => {
    const { status, body } = await requestJson<MedusaErrorBody>(api, "/store/custom");
    expect(status).toBe(404);
    expect(body).toEqual({ type: "not_found", message: "Store was not found" });
  });
});
