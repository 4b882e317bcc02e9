// Staff sign-in over real HTTP (contract medusa-v1 §3.3): the session cookie, the admin bearer
// token and the admin API key each open the Admin API; customers never do; failures answer one
// plain 401 and are rate-limited. Also the staff account made on first start, and the outbox.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema";
import { signAdminToken } from "../src/modules/auth/admin-token";
import { ensureStaffAccount } from "../src/modules/auth/staff-account";
import { PASSWORD, registerCustomer, uniqueEmail } from "./accounts-client";
import { signInStaff, STAFF_PASSWORD } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface UserBody {
  user: Record<string, unknown> & { id: string; email: string };
}

describe.each(databaseKinds)("admin auth on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
  });
  afterAll(() => api?.close());

  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    api.request("/admin/auth", { method: "POST", json: { email, password }, headers });
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((line) => line.startsWith("connect.sid="))
      ?.split(";")[0];

  it("signs staff in with a session cookie, answers the user without secrets, and signs out", async () => {
    const staff = await signInStaff(api);
    const response = await signIn(staff.email.toUpperCase(), STAFF_PASSWORD);
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as UserBody;
    expect(user).toMatchObject({ id: staff.userId, email: staff.email, role: "admin" });
    expect(user).not.toHaveProperty("password_hash");
    const cookie = cookieOf(response)!;
    expect(response.headers.getSetCookie().join(";")).toMatch(/HttpOnly/i);

    const session = await api.request("/admin/auth", { headers: { cookie } });
    expect(((await session.json()) as UserBody).user.id).toBe(staff.userId);
    expect((await api.request("/admin/notifications", { headers: { cookie } })).status).toBe(200);

    const out = await api.request("/admin/auth", { method: "DELETE", headers: { cookie } });
    expect(out.status).toBe(200);
    expect(await out.text()).toBe("OK");
    expect((await api.request("/admin/auth", { headers: { cookie } })).status).toBe(401);
    expect((await api.request("/admin/notifications", { headers: { cookie } })).status).toBe(401);
  });

  it("opens the Admin API with a bearer token and with the API key header", async () => {
    const staff = await signInStaff(api);
    const byToken = await api.request("/admin/auth", { headers: staff.headers });
    expect(((await byToken.json()) as UserBody).user.email).toBe(staff.email);

    await api.deps.db
      .update(users)
      .set({ api_token: "atelier-test-api-key" })
      .where(eq(users.id, staff.userId));
    const byKey = await api.request("/admin/notifications", {
      headers: { "x-medusa-access-token": "atelier-test-api-key" },
    });
    expect(byKey.status).toBe(200);
    const wrongKey = await api.request("/admin/notifications", {
      headers: { "x-medusa-access-token": "not-the-key" },
    });
    expect(wrongKey.status).toBe(401);
  });

  it("never takes a customer's session or store token for staff", async () => {
    const customer = await registerCustomer(api);
    const token = await api.request("/store/auth/token", {
      method: "POST",
      json: { email: customer.email, password: PASSWORD },
    });
    const { access_token: storeToken } = (await token.json()) as { access_token: string };
    const customerSession = await api.request("/store/auth", {
      method: "POST",
      json: { email: customer.email, password: PASSWORD },
    });
    const customerIdentities: Record<string, string>[] = [
      { authorization: `Bearer ${storeToken}` },
      { cookie: cookieOf(customerSession)! },
    ];
    for (const headers of customerIdentities) {
      const response = await api.request("/admin/auth", { headers });
      expect(response.status).toBe(401);
      expect(await response.text()).toBe("Unauthorized");
    }
    // A staff password is not a customer's: the customer cannot sign in to the admin.
    expect((await signIn(customer.email, PASSWORD)).status).toBe(401);
  });

  it("stops a deleted staff member's token and refuses an expired or forged one", async () => {
    const staff = await signInStaff(api);
    const secret = api.deps.config.jwtSecret;
    const expired = signAdminToken(staff.userId, secret, Math.floor(Date.now() / 1000) - 25 * 3600);
    const forged = signAdminToken(staff.userId, "another secret");
    for (const token of [expired, forged]) {
      const response = await api.request("/admin/auth", {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
    }
    await api.deps.db
      .update(users)
      .set({ deleted_at: new Date() })
      .where(eq(users.id, staff.userId));
    expect((await api.request("/admin/auth", { headers: staff.headers })).status).toBe(401);
  });

  it("answers one plain 401 for a wrong email and a wrong password, and limits failures", async () => {
    const staff = await signInStaff(api);
    const headers = { "x-forwarded-for": "203.0.113.77" };
    const wrongPassword = await signIn(staff.email, "not the password", headers);
    const wrongEmail = await signIn(uniqueEmail("nobody"), STAFF_PASSWORD, headers);
    for (const response of [wrongPassword, wrongEmail]) {
      expect(response.status).toBe(401);
      expect(await response.text()).toBe("Unauthorized");
    }
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await signIn(staff.email, "still wrong", { "x-forwarded-for": `203.0.113.${attempt + 1}` });
    }
    const limited = await signIn(staff.email, STAFF_PASSWORD, { "x-forwarded-for": "203.0.113.9" });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      type: "not_allowed",
      message: expect.stringMatching(/^Too many sign-in attempts/),
    });
  });

  it("refuses malformed sign-in bodies with 400 and a message", async () => {
    for (const json of [{}, { email: "not-an-email", password: "x" }, { email: "a@b.co" }]) {
      const response = await api.request("/admin/auth/token", { method: "POST", json });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ type: "invalid_data" });
    }
    const broken = await api.request("/admin/auth", {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
  });

  it("makes the first staff account once: generated, or from ADMIN_EMAIL and ADMIN_PASSWORD", async () => {
    const email = uniqueEmail("owner");
    const generated = await ensureStaffAccount(api.deps.db, {
      adminEmail: email,
      adminPassword: undefined,
    });
    expect(generated).toMatchObject({ state: "created", email });
    const password = generated.state === "created" ? generated.generatedPassword! : "";
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await signIn(email, password)).status).toBe(200);

    const again = await ensureStaffAccount(api.deps.db, {
      adminEmail: email,
      adminPassword: undefined,
    });
    expect(again).toEqual({ state: "kept", email });
    expect((await signIn(email, password)).status).toBe(200);

    // With ADMIN_PASSWORD set, the account's password follows it.
    await ensureStaffAccount(api.deps.db, {
      adminEmail: email,
      adminPassword: "chosen password 1",
    });
    expect((await signIn(email, "chosen password 1")).status).toBe(200);
  });

  describe("the mail outbox", () => {
    it("lists sent mail newest first, by recipient and in pages, to staff only", async () => {
      const staff = await signInStaff(api);
      const customer = await registerCustomer(api);
      for (let i = 0; i < 2; i += 1) {
        const requested = await api.request("/store/customers/password-token", {
          method: "POST",
          json: { email: customer.email },
        });
        expect(requested.status).toBe(204);
      }
      const list = await api.request(
        `/admin/notifications?to=${encodeURIComponent(customer.email)}&limit=1`,
        { headers: staff.headers },
      );
      expect(list.status).toBe(200);
      const body = (await list.json()) as {
        notifications: { to: string; event_name: string; provider_id: string; text: string }[];
        count: number;
        offset: number;
        limit: number;
      };
      expect(body).toMatchObject({ count: 2, offset: 0, limit: 1 });
      expect(body.notifications).toEqual([
        expect.objectContaining({
          to: customer.email,
          event_name: "password-reset",
          provider_id: "outbox",
          text: expect.stringContaining("/account/reset-password?token="),
        }),
      ]);

      const bad = await api.request("/admin/notifications?limit=0", { headers: staff.headers });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ type: "invalid_data" });
      expect((await api.request("/admin/notifications")).status).toBe(401);
    });
  });
});
