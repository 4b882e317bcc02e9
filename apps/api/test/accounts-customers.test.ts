// The signed-in customer's own data over real HTTP (contract medusa-v1 §8): details, addresses,
// payment methods, orders, and the profile with its trade application. One customer can never
// read or change another's.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../src/db/schema";
import {
  body,
  Browser,
  PASSWORD,
  registerCustomer,
  uniqueEmail,
  type CustomerBody,
  type ErrorBody,
  type ProfileBody,
  type Registered,
} from "./accounts-client";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

const homeAddress = {
  first_name: "Ada",
  last_name: "Lovelace",
  address_1: "12 St James's Square",
  city: "London",
  country_code: "GB",
  postal_code: "SW1Y 4JH",
};

interface Address {
  id: string;
  customer_id: string | null;
  address_1: string | null;
  city: string | null;
  country_code: string | null;
  metadata: Record<string, unknown> | null;
}

describe.each(databaseKinds)("customer accounts on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
  });
  afterAll(() => api?.close());

  /** Most answers here are `{customer}`; the others name their shape. */
  function json<T = CustomerBody>(response: Response): Promise<T> {
    return body<T>(response);
  }

  describe("details", () => {
    it("updates names, phone and metadata, merging metadata and dropping keys set to an empty string", async () => {
      const { browser } = await registerCustomer(api);
      await browser.request("/store/customers/me", {
        json: { metadata: { newsletter: true, theme: "dark" } },
      });
      const response = await browser.request("/store/customers/me", {
        json: {
          first_name: "Augusta",
          last_name: "King",
          phone: "+44 1234",
          metadata: { theme: "", size: "m" },
        },
      });
      expect(response.status).toBe(200);
      const { customer } = await json(response);
      expect(customer).toMatchObject({
        first_name: "Augusta",
        last_name: "King",
        phone: "+44 1234",
        metadata: { newsletter: true, size: "m" },
      });
      expect(customer.metadata).not.toHaveProperty("theme");
      expect(JSON.stringify(customer)).not.toMatch(/password|scrypt/);
    });

    it("changes the password: the old one stops working and the new one works", async () => {
      const { browser, email } = await registerCustomer(api);
      const response = await browser.request("/store/customers/me", {
        json: { password: "a brand new password" },
      });
      expect(response.status).toBe(200);
      expect(
        (await new Browser(api).request("/store/auth", { json: { email, password: PASSWORD } }))
          .status,
      ).toBe(401);
      const fresh = await new Browser(api).request("/store/auth", {
        json: { email, password: "a brand new password" },
      });
      expect(fresh.status).toBe(200);
    });

    it("changes the email, lowercased, and refuses one that another account uses", async () => {
      const { browser } = await registerCustomer(api);
      const other = await registerCustomer(api);
      const newEmail = uniqueEmail("moved");
      const moved = await browser.request("/store/customers/me", {
        json: { email: newEmail.toUpperCase() },
      });
      expect(moved.status).toBe(200);
      expect((await json(moved)).customer.email).toBe(newEmail);

      const taken = await browser.request("/store/customers/me", { json: { email: other.email } });
      expect(taken.status).toBe(422);
      expect(await json(taken)).toMatchObject({ type: "duplicate_error" });
    });

    it("refuses a short password, a bad email and unknown fields with 400", async () => {
      const { browser } = await registerCustomer(api);
      const cases: [Record<string, unknown>, string][] = [
        [{ password: "short" }, "password: must be at least 8 characters long"],
        [{ email: "nope" }, "email: must be a valid email address"],
        [{ has_account: false }, "property has_account should not exist"],
        [{ metadata: "x" }, "metadata"],
      ];
      for (const [body, message] of cases) {
        const response = await browser.request("/store/customers/me", { json: body });
        expect(response.status).toBe(400);
        expect((await json<ErrorBody>(response)).message).toContain(message);
      }
    });

    it("sets a billing address from an object, updates it in place, and takes one of the customer's own address ids", async () => {
      const { browser } = await registerCustomer(api);
      const first = await json(
        await browser.request("/store/customers/me", { json: { billing_address: homeAddress } }),
      );
      expect(first.customer.billing_address).toMatchObject({
        address_1: homeAddress.address_1,
        country_code: "gb",
      });
      const billingId = first.customer.billing_address_id;
      expect(first.customer.shipping_addresses).toEqual([]);

      const updated = await json(
        await browser.request("/store/customers/me", {
          json: { billing_address: { city: "Bath" } },
        }),
      );
      expect(updated.customer.billing_address_id).toBe(billingId);
      expect(updated.customer.billing_address?.city).toBe("Bath");

      const withAddress = await json(
        await browser.request("/store/customers/me/addresses", {
          json: { address: { ...homeAddress, city: "York" } },
        }),
      );
      const savedId = withAddress.customer.shipping_addresses[0].id;
      const byId = await json(
        await browser.request("/store/customers/me", { json: { billing_address: savedId } }),
      );
      expect(byId.customer.billing_address).toMatchObject({ id: savedId, city: "York" });

      const cleared = await json(
        await browser.request("/store/customers/me", { json: { billing_address: null } }),
      );
      expect(cleared.customer.billing_address).toBeNull();
    });
  });

  describe("addresses", () => {
    it("adds, changes and removes the customer's addresses", async () => {
      const { browser } = await registerCustomer(api);
      const added = await browser.request("/store/customers/me/addresses", {
        json: { address: homeAddress },
      });
      expect(added.status).toBe(200);
      const [address] = (await json(added)).customer.shipping_addresses as Address[];
      expect(address).toMatchObject({ ...homeAddress, country_code: "gb" });
      expect(address.id).toMatch(/^addr_/);

      const changed = await browser.request(`/store/customers/me/addresses/${address.id}`, {
        json: { address_2: "Flat 3", metadata: { door: "blue" } },
      });
      expect(changed.status).toBe(200);
      expect((await json(changed)).customer.shipping_addresses[0]).toMatchObject({
        id: address.id,
        address_1: homeAddress.address_1,
        address_2: "Flat 3",
        metadata: { door: "blue" },
      });

      const removed = await browser.request(`/store/customers/me/addresses/${address.id}`, {
        method: "DELETE",
      });
      expect(removed.status).toBe(200);
      expect((await json(removed)).customer.shipping_addresses).toEqual([]);
      const again = await browser.request(`/store/customers/me/addresses/${address.id}`, {
        method: "DELETE",
      });
      expect(again.status).toBe(404);
    });

    it("does not save the same address twice", async () => {
      const { browser } = await registerCustomer(api);
      await browser.request("/store/customers/me/addresses", { json: { address: homeAddress } });
      const twice = await browser.request("/store/customers/me/addresses", {
        json: { address: homeAddress },
      });
      expect((await json(twice)).customer.shipping_addresses).toHaveLength(1);
    });

    it("clears the billing address when that address is removed", async () => {
      const { browser } = await registerCustomer(api);
      const added = await json(
        await browser.request("/store/customers/me/addresses", { json: { address: homeAddress } }),
      );
      const id = added.customer.shipping_addresses[0].id;
      await browser.request("/store/customers/me", { json: { billing_address: id } });
      const removed = await json(
        await browser.request(`/store/customers/me/addresses/${id}`, { method: "DELETE" }),
      );
      expect(removed.customer.billing_address_id).toBeNull();
    });

    it("lists every missing required field of a new address", async () => {
      const { browser } = await registerCustomer(api);
      const response = await browser.request("/store/customers/me/addresses", {
        json: { address: { city: "Leeds" } },
      });
      expect(response.status).toBe(400);
      const { type, message } = await json<ErrorBody>(response);
      expect(type).toBe("invalid_data");
      for (const field of ["first_name", "last_name", "address_1", "country_code", "postal_code"]) {
        expect(message).toContain(`address.${field} is required`);
      }
      const bare = await browser.request("/store/customers/me/addresses", { json: homeAddress });
      expect(bare.status).toBe(400);
      const country = await browser.request("/store/customers/me/addresses", {
        json: { address: { ...homeAddress, country_code: "Britain" } },
      });
      expect((await json<ErrorBody>(country)).message).toContain(
        "address.country_code: must be a two-letter ISO country code",
      );
    });

    it("answers an unknown address id with 404", async () => {
      const { browser } = await registerCustomer(api);
      for (const id of ["addr_01HZZZZZZZZZZZZZZZZZZZZZZZ", "%00"]) {
        const response = await browser.request(`/store/customers/me/addresses/${id}`, {
          json: { city: "Leeds" },
        });
        expect(response.status).toBe(404);
        expect((await json<ErrorBody>(response)).type).toBe("not_found");
      }
    });
  });

  describe("one customer cannot reach another's data", () => {
    let alice: Registered;
    let bob: Registered;
    let aliceAddress: Address;

    beforeAll(async () => {
      alice = await registerCustomer(api, { first_name: "Alice" });
      bob = await registerCustomer(api, { first_name: "Bob" });
      const added = await alice.browser.request("/store/customers/me/addresses", {
        json: { address: { ...homeAddress, address_1: "1 Alice Lane", phone: "+44 555 0101" } },
      });
      aliceAddress = (await json(added)).customer.shipping_addresses[0];
      await alice.browser.request("/store/customers/me/trade-application", {
        json: {
          company: "Alice Interiors Ltd",
          trade_type: "interior designer",
          tax_id: "GB123456789",
        },
      });
    });

    it("does not let Bob change or remove Alice's address, nor tell him anything about it", async () => {
      const change = await bob.browser.request(`/store/customers/me/addresses/${aliceAddress.id}`, {
        json: { address_1: "Bob was here" },
      });
      const remove = await bob.browser.request(`/store/customers/me/addresses/${aliceAddress.id}`, {
        method: "DELETE",
      });
      const billing = await bob.browser.request("/store/customers/me", {
        json: { billing_address: aliceAddress.id },
      });
      for (const response of [change, remove, billing]) {
        expect(response.status).toBe(404);
        const text = await response.text();
        expect(text).not.toContain("Alice Lane");
        expect(text).not.toContain("555 0101");
      }

      const aliceView = await json(await alice.browser.request("/store/customers/me"));
      expect(aliceView.customer.shipping_addresses).toEqual([
        expect.objectContaining({ address_1: "1 Alice Lane" }),
      ]);
      expect(aliceView.customer.billing_address_id).toBeNull();
    });

    it("shows Bob only his own addresses and his own profile", async () => {
      const me = await bob.browser.request("/store/customers/me");
      const profile = await bob.browser.request("/store/customers/me/profile");
      for (const response of [me, profile]) {
        expect(response.status).toBe(200);
        const text = await response.text();
        expect(text).not.toContain("Alice");
        expect(text).not.toContain(alice.email);
        expect(text).not.toContain("GB123456789");
      }
    });

    it("changes only Bob's own profile when Bob updates his", async () => {
      await bob.browser.request("/store/customers/me/profile", { json: { company: "Bob Builds" } });
      const aliceProfile = await json<ProfileBody>(
        await alice.browser.request("/store/customers/me/profile"),
      );
      expect(aliceProfile.profile).toMatchObject({
        email: alice.email,
        company: "Alice Interiors Ltd",
      });
    });

    it("refuses a customer_id in the orders query instead of reading another customer's orders", async () => {
      const response = await bob.browser.request(
        `/store/customers/me/orders?customer_id=${alice.customer.id}`,
      );
      expect(response.status).toBe(400);
      expect((await json<ErrorBody>(response)).message).toBe(
        "property customer_id should not exist",
      );
    });
  });

  describe("payment methods and orders", () => {
    it("lists no saved payment methods", async () => {
      const { browser } = await registerCustomer(api);
      const response = await browser.request("/store/customers/me/payment-methods");
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ payment_methods: [] });
    });

    it("pages orders with limit 10 and offset 0 by default", async () => {
      const { browser } = await registerCustomer(api);
      const response = await browser.request("/store/customers/me/orders");
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ orders: [], count: 0, offset: 0, limit: 10 });
      const paged = await browser.request(
        "/store/customers/me/orders?limit=5&offset=20&status[]=pending&fields=id,email",
      );
      expect(await json(paged)).toEqual({ orders: [], count: 0, offset: 20, limit: 5 });
    });

    it("refuses a bad page with 400", async () => {
      const { browser } = await registerCustomer(api);
      for (const query of ["limit=ten", "offset=-1", "limit=1.5", "created_at[gt]=someday"]) {
        const response = await browser.request(`/store/customers/me/orders?${query}`);
        expect(response.status).toBe(400);
        expect((await json<ErrorBody>(response)).type).toBe("invalid_data");
      }
    });
  });

  describe("profile and trade application", () => {
    it("has a profile from sign-up, keyed by the lowercased email, with no trade status", async () => {
      const { browser, email } = await registerCustomer(api, {
        first_name: "Grace",
        last_name: "Hopper",
        phone: "+1 555",
      });
      const response = await browser.request("/store/customers/me/profile");
      expect(response.status).toBe(200);
      expect((await json<ProfileBody>(response)).profile).toMatchObject({
        email,
        name: "Grace Hopper",
        phone: "+1 555",
        company: null,
        trade_status: "none",
        trade_applied_at: null,
        trade_reviewed_at: null,
      });
    });

    it("updates name, phone, company and website, and refuses anything else", async () => {
      const { browser } = await registerCustomer(api);
      const response = await browser.request("/store/customers/me/profile", {
        json: {
          name: "Studio Lead",
          phone: "+33 1 23",
          company: "Atelier Nord",
          website: "atelier-nord.example",
        },
      });
      expect(response.status).toBe(200);
      expect((await json<ProfileBody>(response)).profile).toMatchObject({
        name: "Studio Lead",
        phone: "+33 1 23",
        company: "Atelier Nord",
        website: "atelier-nord.example",
      });
      const statusChange = await browser.request("/store/customers/me/profile", {
        json: { trade_status: "approved" },
      });
      expect(statusChange.status).toBe(400);
      expect((await json<ErrorBody>(statusChange)).message).toBe(
        "property trade_status should not exist",
      );
      const badSite = await browser.request("/store/customers/me/profile", {
        json: { website: "not a site" },
      });
      expect(badSite.status).toBe(400);
      expect((await json<ErrorBody>(badSite)).message).toContain("website: must be a web address");
    });

    it("files a trade application as pending, once, and again only after a rejection", async () => {
      const { browser, email } = await registerCustomer(api);
      const application = {
        company: "Hopper & Co",
        trade_type: "architect",
        website: "https://hopper.example",
        tax_id: "US-99",
      };
      const filed = await browser.request("/store/customers/me/trade-application", {
        json: application,
      });
      expect(filed.status).toBe(200);
      const { profile } = await json<ProfileBody>(filed);
      expect(profile).toMatchObject({
        ...application,
        trade_status: "pending",
        trade_reviewed_at: null,
      });
      expect(Date.parse(profile.trade_applied_at ?? "")).toBeGreaterThan(Date.now() - 60_000);

      const twice = await browser.request("/store/customers/me/trade-application", {
        json: application,
      });
      expect(twice.status).toBe(400);
      expect(await json(twice)).toEqual({
        type: "not_allowed",
        message:
          "Your trade application is already being reviewed; we will let you know the outcome.",
      });

      await api.deps.db
        .update(profiles)
        .set({ trade_status: "approved", trade_reviewed_at: new Date() })
        .where(eq(profiles.email, email));
      const approved = await browser.request("/store/customers/me/trade-application", {
        json: application,
      });
      expect(approved.status).toBe(400);
      expect((await json<ErrorBody>(approved)).message).toBe(
        "Your trade account is already approved.",
      );

      await api.deps.db
        .update(profiles)
        .set({ trade_status: "rejected" })
        .where(eq(profiles.email, email));
      const reapplied = await browser.request("/store/customers/me/trade-application", {
        json: { company: "Hopper & Co", trade_type: "architect" },
      });
      expect(reapplied.status).toBe(200);
      expect((await json<ProfileBody>(reapplied)).profile).toMatchObject({
        trade_status: "pending",
        trade_reviewed_at: null,
      });
    });

    it("requires a company and a trade type", async () => {
      const { browser } = await registerCustomer(api);
      const response = await browser.request("/store/customers/me/trade-application", {
        json: { company: "  " },
      });
      expect(response.status).toBe(400);
      const { message } = await json<ErrorBody>(response);
      expect(message).toContain("company: must not be empty");
      expect(message).toContain("trade_type is required");
    });

    it("takes the profile along when the customer changes email", async () => {
      const { browser } = await registerCustomer(api);
      await browser.request("/store/customers/me/profile", { json: { company: "Moving Co" } });
      const newEmail = uniqueEmail("moving");
      await browser.request("/store/customers/me", { json: { email: newEmail } });
      const { profile } = await json<ProfileBody>(
        await browser.request("/store/customers/me/profile"),
      );
      expect(profile).toMatchObject({ email: newEmail, company: "Moving Co" });
    });
  });
});
