// The admin's landing page over real HTTP (issue 4): trade applications listed with search,
// status filter and paging; approving puts the customer in the Trade group, rejecting takes them
// out again. The seed holds applications in each status.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerGroupCustomers, profiles } from "../src/db/schema";
import { findTradeGroupId } from "../src/modules/trade/trade-group";
import { registerCustomer } from "./accounts-client";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface TradeProfessionalJson {
  id: string;
  email: string;
  name: string | null;
  company: string | null;
  trade_status: string;
  customer_id: string | null;
}

interface ListJson {
  trade_professionals: TradeProfessionalJson[];
  count: number;
  offset: number;
  limit: number;
}

describe.each(databaseKinds)("trade professionals on %s", (kind) => {
  let api: TestApi;
  let staff: SignedInStaff;
  beforeAll(async () => {
    api = await startTestApi(kind);
    staff = await signInStaff(api);
  });
  afterAll(() => api?.close());

  const list = async (query = "") => {
    const response = await staff.request(`/admin/trade-professionals${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ListJson;
  };

  async function inTradeGroup(customerId: string): Promise<boolean> {
    const groupId = await findTradeGroupId(api.deps.db);
    const rows = await api.deps.db
      .select()
      .from(customerGroupCustomers)
      .where(
        and(
          eq(customerGroupCustomers.customer_group_id, groupId!),
          eq(customerGroupCustomers.customer_id, customerId),
        ),
      );
    return rows.length === 1;
  }

  it("lists the seeded applications in each status, newest first, in pages", async () => {
    const all = await list();
    expect(all.count).toBeGreaterThanOrEqual(8);
    const applied = all.trade_professionals.map((each) => each.trade_status);
    expect(new Set(applied)).toEqual(new Set(["pending", "approved", "rejected"]));
    expect(all.trade_professionals[0].email).toBe("mira@okafor-interiors.example");

    const pending = await list("?status=pending");
    expect(pending.trade_professionals.every((each) => each.trade_status === "pending")).toBe(true);
    expect(pending.count).toBe(3);

    const page = await list("?limit=2&offset=2");
    expect(page).toMatchObject({ limit: 2, offset: 2, count: all.count });
    expect(page.trade_professionals.map((each) => each.id)).toEqual(
      all.trade_professionals.slice(2, 4).map((each) => each.id),
    );

    const found = await list("?q=weiss");
    expect(found.trade_professionals.map((each) => each.company)).toEqual(["Weiss Studio"]);
    const approved = found.trade_professionals[0];
    expect(approved.customer_id).not.toBeNull();
    expect(await inTradeGroup(approved.customer_id!)).toBe(true);
  });

  it("approves an application into the Trade group, idempotently, and rejects it out again", async () => {
    const customer = await registerCustomer(api, { first_name: "Iris" });
    const applied = await customer.browser.request("/store/customers/me/trade-application", {
      json: { company: "Iris Apfel Design", trade_type: "interior designer" },
    });
    expect(applied.status).toBe(200);
    const [application] = (await list(`?q=${encodeURIComponent(customer.email)}`))
      .trade_professionals;
    expect(application).toMatchObject({
      trade_status: "pending",
      company: "Iris Apfel Design",
      customer_id: customer.customer.id,
    });

    for (let time = 0; time < 2; time += 1) {
      const approved = await staff.request(`/admin/trade-professionals/${application.id}/approve`, {
        method: "POST",
      });
      expect(approved.status).toBe(200);
      expect(
        ((await approved.json()) as { trade_professional: TradeProfessionalJson })
          .trade_professional.trade_status,
      ).toBe("approved");
    }
    expect(await inTradeGroup(customer.customer.id)).toBe(true);
    const profile = await customer.browser.request("/store/customers/me/profile");
    expect(await profile.json()).toMatchObject({ profile: { trade_status: "approved" } });

    const rejected = await staff.request(`/admin/trade-professionals/${application.id}/reject`, {
      method: "POST",
    });
    expect(rejected.status).toBe(200);
    expect(await inTradeGroup(customer.customer.id)).toBe(false);
    const one = await staff.request(`/admin/trade-professionals/${application.id}`);
    expect(await one.json()).toMatchObject({ trade_professional: { trade_status: "rejected" } });
  });

  it("refuses bad queries with 400, a profile that never applied with 400, and unknown ids with 404", async () => {
    for (const query of ["?status=maybe", "?limit=0", "?offset=-1", "?colour=red"]) {
      const response = await staff.request(`/admin/trade-professionals${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ type: "invalid_data" });
    }
    const plain = await registerCustomer(api);
    const [profile] = await api.deps.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, plain.email));
    const notApplied = await staff.request(`/admin/trade-professionals/${profile.id}/approve`, {
      method: "POST",
    });
    expect(notApplied.status).toBe(400);
    expect(await notApplied.json()).toMatchObject({
      message: "This profile has not applied to the trade programme",
    });
    expect((await staff.request("/admin/trade-professionals/prof_missing")).status).toBe(404);
  });
});
