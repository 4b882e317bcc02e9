import { createCommerceClient } from "@atelier/commerce-client";
import { describe, expect, it } from "vitest";
import { createCart } from "./create-cart";

describe("createCart", () => {
  it("creates the cart for the region and returns it", async () => {
    const requests: { url: string; method?: string; body: unknown }[] = [];
    const client = createCommerceClient({
      baseUrl: "http://api.test",
      fetch: async (input, init) => {
        requests.push({
          url: String(input),
          method: init?.method,
          body: JSON.parse(String(init?.body)),
        });
        return Response.json({ cart: { id: "cart_1", region_id: "reg_us" } });
      },
    });

    const cart = await createCart(client, "reg_us");

    expect(cart).toMatchObject({ id: "cart_1", region_id: "reg_us" });
    expect(requests).toEqual([
      { url: "http://api.test/store/carts", method: "POST", body: { region_id: "reg_us" } },
    ]);
  });

  it("fails without a region, as spec §5 says", async () => {
    await expect(createCart(createCommerceClient(), undefined)).rejects.toThrow(
      "Missing region ID for cart creation",
    );
  });

  it("fails without a commerce client, as spec §5 says", async () => {
    await expect(createCart(null, "reg_us")).rejects.toThrow("Medusa client not initialized");
  });
});
