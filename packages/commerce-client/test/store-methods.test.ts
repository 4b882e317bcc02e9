// Spec §7 "Store": each typed method calls the route the contract names, with its body.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCommerceClient, type StoreApi } from "../src";
import { json, startServer, type TestServer } from "./support/test-server";

let server: TestServer;
let store: StoreApi;
beforeAll(async () => {
  server = await startServer((request) =>
    request.url === "/store/auth/token" ? json(200, { access_token: "jwt" }) : json(200, {}),
  );
  store = createCommerceClient({ baseUrl: server.url }).store;
});
afterAll(() => server.close());

const address = {
  first_name: "Ada",
  last_name: "Lovelace",
  address_1: "1 Loom Lane",
  city: "London",
  country_code: "gb",
  postal_code: "N1 1AA",
};

type Case = [
  name: string,
  call: (store: StoreApi) => Promise<unknown>,
  route: string,
  body?: unknown,
];

// One route a line, so the table reads like the spec's route list.
// prettier-ignore
const cases: Case[] = [
  ["auth.authenticate", (s) => s.auth.authenticate({ email: "a@b.co", password: "pw" }), "POST /store/auth", { email: "a@b.co", password: "pw" }],
  ["auth.getSession", (s) => s.auth.getSession(), "GET /store/auth"],
  ["auth.deleteSession", (s) => s.auth.deleteSession(), "DELETE /store/auth"],
  ["auth.exists", (s) => s.auth.exists("a+b@c.co"), "GET /store/auth/a%2Bb%40c.co"],
  ["auth.getToken", (s) => s.auth.getToken({ email: "a@b.co", password: "pw" }), "POST /store/auth/token", { email: "a@b.co", password: "pw" }],
  ["custom.retrieve", (s) => s.custom.retrieve(), "GET /store/custom"],
  ["carts.create", (s) => s.carts.create({ region_id: "reg_1" }), "POST /store/carts", { region_id: "reg_1" }],
  ["carts.retrieve", (s) => s.carts.retrieve("cart_1"), "GET /store/carts/cart_1"],
  ["carts.update", (s) => s.carts.update("cart_1", { region_id: "reg_2" }), "POST /store/carts/cart_1", { region_id: "reg_2" }],
  ["carts.complete", (s) => s.carts.complete("cart_1"), "POST /store/carts/cart_1/complete"],
  ["carts.createPaymentSessions", (s) => s.carts.createPaymentSessions("cart_1"), "POST /store/carts/cart_1/payment-sessions"],
  ["carts.setPaymentSession", (s) => s.carts.setPaymentSession("cart_1", { provider_id: "manual" }), "POST /store/carts/cart_1/payment-session", { provider_id: "manual" }],
  ["carts.updatePaymentSession", (s) => s.carts.updatePaymentSession("cart_1", "manual", { data: { a: 1 } }), "POST /store/carts/cart_1/payment-sessions/manual", { data: { a: 1 } }],
  ["carts.deletePaymentSession", (s) => s.carts.deletePaymentSession("cart_1", "manual"), "DELETE /store/carts/cart_1/payment-sessions/manual"],
  ["carts.refreshPaymentSession", (s) => s.carts.refreshPaymentSession("cart_1", "manual"), "POST /store/carts/cart_1/payment-sessions/manual/refresh"],
  ["carts.addShippingMethod", (s) => s.carts.addShippingMethod("cart_1", { option_id: "so_1" }), "POST /store/carts/cart_1/shipping-methods", { option_id: "so_1" }],
  ["carts.deleteDiscount", (s) => s.carts.deleteDiscount("cart_1", "SPRING 10"), "DELETE /store/carts/cart_1/discounts/SPRING%2010"],
  ["carts.lineItems.create", (s) => s.carts.lineItems.create("cart_1", { variant_id: "variant_1", quantity: 2 }), "POST /store/carts/cart_1/line-items", { variant_id: "variant_1", quantity: 2 }],
  ["carts.lineItems.update", (s) => s.carts.lineItems.update("cart_1", "item_1", { quantity: 3 }), "POST /store/carts/cart_1/line-items/item_1", { quantity: 3 }],
  ["carts.lineItems.delete", (s) => s.carts.lineItems.delete("cart_1", "item_1"), "DELETE /store/carts/cart_1/line-items/item_1"],
  ["customers.create", (s) => s.customers.create({ email: "a@b.co", password: "pw" }), "POST /store/customers", { email: "a@b.co", password: "pw" }],
  ["customers.retrieve", (s) => s.customers.retrieve(), "GET /store/customers/me"],
  ["customers.update", (s) => s.customers.update({ first_name: "Ada" }), "POST /store/customers/me", { first_name: "Ada" }],
  ["customers.listOrders", (s) => s.customers.listOrders({ limit: 5 }), "GET /store/customers/me/orders?limit=5&offset=0"],
  ["customers.resetPassword", (s) => s.customers.resetPassword({ email: "a@b.co", token: "t", password: "pw" }), "POST /store/customers/password-reset", { email: "a@b.co", token: "t", password: "pw" }],
  ["customers.generatePasswordToken", (s) => s.customers.generatePasswordToken({ email: "a@b.co" }), "POST /store/customers/password-token", { email: "a@b.co" }],
  ["customers.addresses.addAddress", (s) => s.customers.addresses.addAddress({ address }), "POST /store/customers/me/addresses", { address }],
  ["customers.addresses.updateAddress", (s) => s.customers.addresses.updateAddress("addr_1", { city: "Paris" }), "POST /store/customers/me/addresses/addr_1", { city: "Paris" }],
  ["customers.addresses.deleteAddress", (s) => s.customers.addresses.deleteAddress("addr_1"), "DELETE /store/customers/me/addresses/addr_1"],
  ["customers.paymentMethods.list", (s) => s.customers.paymentMethods.list(), "GET /store/customers/me/payment-methods"],
  ["orders.retrieve", (s) => s.orders.retrieve("order_1"), "GET /store/orders/order_1"],
  ["orders.retrieveByCartId", (s) => s.orders.retrieveByCartId("cart_1"), "GET /store/orders/cart/cart_1"],
  ["orders.lookupOrder", (s) => s.orders.lookupOrder({ display_id: 7, email: "a@b.co", shipping_address: { postal_code: "N1" } }), "GET /store/orders?display_id=7&email=a%40b.co&shipping_address[postal_code]=N1"],
  ["products.list", (s) => s.products.list({ handle: "oak-chair", region_id: "reg_1" }), "GET /store/products?handle=oak-chair&region_id=reg_1"],
  ["products.retrieve", (s) => s.products.retrieve("prod_1", { region_id: "reg_1" }), "GET /store/products/prod_1?region_id=reg_1"],
  ["products.search", (s) => s.products.search({ q: "chair" }), "POST /store/products/search", { q: "chair" }],
  ["products.variants.list", (s) => s.products.variants.list({ ids: "variant_1,variant_2" }), "GET /store/variants?ids=variant_1%2Cvariant_2"],
  ["products.variants.retrieve", (s) => s.products.variants.retrieve("variant_1"), "GET /store/variants/variant_1"],
  ["regions.list", (s) => s.regions.list(), "GET /store/regions"],
  ["regions.retrieve", (s) => s.regions.retrieve("reg_1"), "GET /store/regions/reg_1"],
  ["returns.create", (s) => s.returns.create({ order_id: "order_1", items: [{ item_id: "item_1", quantity: 1 }] }), "POST /store/returns", { order_id: "order_1", items: [{ item_id: "item_1", quantity: 1 }] }],
  ["returnReasons.list", (s) => s.returnReasons.list(), "GET /store/return-reasons"],
  ["returnReasons.retrieve", (s) => s.returnReasons.retrieve("rr_1"), "GET /store/return-reasons/rr_1"],
  ["collections.list", (s) => s.collections.list({ handle: ["living"] }), "GET /store/collections?handle[]=living"],
  ["collections.retrieve", (s) => s.collections.retrieve("pcol_1"), "GET /store/collections/pcol_1"],
  ["productCategories.list", (s) => s.productCategories.list({ parent_category_id: "null", include_descendants_tree: true }), "GET /store/product-categories?parent_category_id=null&include_descendants_tree=true"],
  ["productCategories.retrieve", (s) => s.productCategories.retrieve("pcat_1"), "GET /store/product-categories/pcat_1"],
  ["productTags.list", (s) => s.productTags.list({ value: ["oak", "linen"] }), "GET /store/product-tags?value[]=oak&value[]=linen"],
  ["productTypes.list", (s) => s.productTypes.list(), "GET /store/product-types"],
  ["shippingOptions.list", (s) => s.shippingOptions.list({ region_id: "reg_1", is_return: false }), "GET /store/shipping-options?region_id=reg_1&is_return=false"],
  ["shippingOptions.listCartOptions", (s) => s.shippingOptions.listCartOptions("cart_1"), "GET /store/shipping-options/cart_1"],
  ["giftCards.retrieve", (s) => s.giftCards.retrieve("GIFT-1"), "GET /store/gift-cards/GIFT-1"],
];

describe("store method map", () => {
  it.each(cases)("%s calls %s", async (_name, call, route, body) => {
    await call(store);
    const request = server.requests.at(-1);
    expect(`${request?.method} ${request?.url}`).toBe(route);
    expect(request?.body === "" ? undefined : JSON.parse(request?.body ?? "")).toEqual(body);
  });
});
