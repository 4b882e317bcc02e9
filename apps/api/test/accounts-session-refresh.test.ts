// Session expiry and refresh over real HTTP (docs/adr/0006, spec §9 "Session auto-refresh"): the
// answers that start a session say when it ends, and POST /store/auth/refresh and
// /admin/auth/refresh move that end to a full lifetime from now, for the customer and the staff
// member the session holds alike.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../src/db/schema";
import { SESSION_TTL_MS } from "../src/modules/auth/constants";
import { hashToken } from "../src/modules/auth/tokens";
import {
  body,
  Browser,
  PASSWORD,
  registerCustomer,
  sessionCookieLine,
  type CustomerBody,
  type Registered,
} from "./accounts-client";
import { signInStaff, STAFF_PASSWORD, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

const EXPIRES_HEADER = "x-session-expires-at";
/** The shop's origin in the default STORE_CORS. */
const SHOP_ORIGIN = "http://localhost:3000";

interface RefreshBody {
  expires_at: string;
}

describe.each(databaseKinds)("session refresh on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
  });
  afterAll(() => api?.close());

  async function storedExpiry(browser: Browser): Promise<Date | undefined> {
    const [row] = await api.deps.db
      .select({ expiresAt: sessions.expires_at })
      .from(sessions)
      .where(eq(sessions.id, hashToken(browser.cookie!)));
    return row?.expiresAt;
  }

  async function setStoredExpiry(browser: Browser, expiresAt: Date): Promise<void> {
    await api.deps.db
      .update(sessions)
      .set({ expires_at: expiresAt })
      .where(eq(sessions.id, hashToken(browser.cookie!)));
  }

  /** Signs the staff member in on this browser with the session cookie. */
  async function signInStaffOn(browser: Browser, staff: SignedInStaff): Promise<Response> {
    const response = await browser.request("/admin/auth", {
      json: { email: staff.email, password: STAFF_PASSWORD },
    });
    expect(response.status).toBe(200);
    return response;
  }

  /** Within the 90 s the shop renews in, so a renewal visibly moves the end. */
  const nearlyOver = () => new Date(Date.now() + 60_000);

  function expectFullLifetime(expiresAt: Date, startedBefore: number): void {
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(startedBefore + SESSION_TTL_MS);
    expect(expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + SESSION_TTL_MS);
  }

  describe("the expiry header", () => {
    it("tells the shop when a session started by sign-in, registration and staff sign-in ends", async () => {
      const { browser, email } = await registerCustomer(api);
      const registered = await browser.request("/store/auth");
      expect(registered.headers.get(EXPIRES_HEADER)).toBeNull();

      const signIn = await new Browser(api).request("/store/auth", {
        json: { email, password: PASSWORD },
      });
      expect(signIn.status).toBe(200);
      const staffBrowser = new Browser(api);
      const staffSignIn = await signInStaffOn(staffBrowser, await signInStaff(api));
      const registration = await new Browser(api).request("/store/customers", {
        json: { email: `new.${email}`, password: PASSWORD, first_name: "Ada", last_name: "King" },
      });
      expect(registration.status).toBe(200);

      for (const response of [signIn, staffSignIn, registration]) {
        const header = response.headers.get(EXPIRES_HEADER);
        expect(header).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      }
      expect(new Date(staffSignIn.headers.get(EXPIRES_HEADER)!)).toEqual(
        await storedExpiry(staffBrowser),
      );
    });

    it("is readable by the shop's origin across origins", async () => {
      const response = await api.request("/store/auth/refresh", {
        method: "POST",
        headers: { origin: SHOP_ORIGIN },
      });
      const exposed = (response.headers.get("access-control-expose-headers") ?? "").toLowerCase();
      expect(exposed.split(/,\s*/)).toContain(EXPIRES_HEADER);
    });

    it("leaves the signed-out answers of GET /store/auth, /store/customers/me and /admin/auth as 401", async () => {
      for (const path of ["/store/auth", "/store/customers/me", "/admin/auth"]) {
        const response = await new Browser(api).request(path);
        expect(response.status, path).toBe(401);
        expect(await response.text()).toBe("Unauthorized");
      }
    });
  });

  describe("POST /store/auth/refresh", () => {
    let account: Registered;
    beforeAll(async () => {
      account = await registerCustomer(api);
    });

    it("moves a nearly over session's end to a full lifetime from now and answers the customer", async () => {
      const browser = new Browser(api);
      await browser.request("/store/auth", { json: { email: account.email, password: PASSWORD } });
      await setStoredExpiry(browser, nearlyOver());
      const before = Date.now();

      const response = await browser.request("/store/auth/refresh", { method: "POST" });
      expect(response.status).toBe(200);
      const answer = await body<CustomerBody & RefreshBody>(response);
      expect(answer.customer.email).toBe(account.email);
      const expiresAt = new Date(answer.expires_at);
      expectFullLifetime(expiresAt, before);
      expect(response.headers.get(EXPIRES_HEADER)).toBe(answer.expires_at);
      expect(await storedExpiry(browser)).toEqual(expiresAt);
      expect(sessionCookieLine(response)).toMatch(/Max-Age=36000/);
      expect((await browser.request("/store/customers/me")).status).toBe(200);
    });

    it("answers 401 without a session, also to a store bearer token", async () => {
      const token = await api.request("/store/auth/token", {
        method: "POST",
        json: { email: account.email, password: PASSWORD },
      });
      const { access_token: accessToken } = (await token.json()) as { access_token: string };
      const callers: Record<string, string>[] = [{}, { authorization: `Bearer ${accessToken}` }];
      for (const headers of callers) {
        const response = await new Browser(api).request("/store/auth/refresh", {
          method: "POST",
          headers,
        });
        expect(response.status).toBe(401);
        expect(await response.text()).toBe("Unauthorized");
        expect(response.headers.get(EXPIRES_HEADER)).toBeNull();
      }
    });

    it("answers 401 after sign-out and after the session has ended", async () => {
      const signedOut = new Browser(api);
      await signedOut.request("/store/auth", {
        json: { email: account.email, password: PASSWORD },
      });
      const cookie = signedOut.cookie;
      await signedOut.request("/store/auth", { method: "DELETE" });
      signedOut.cookie = cookie;
      expect((await signedOut.request("/store/auth/refresh", { method: "POST" })).status).toBe(401);

      const ended = new Browser(api);
      await ended.request("/store/auth", { json: { email: account.email, password: PASSWORD } });
      await setStoredExpiry(ended, new Date(Date.now() - 1000));
      expect((await ended.request("/store/auth/refresh", { method: "POST" })).status).toBe(401);
    });

    it("answers 401 to a session that holds only staff", async () => {
      const browser = new Browser(api);
      await signInStaffOn(browser, await signInStaff(api));
      const expiresAt = await storedExpiry(browser);
      expect((await browser.request("/store/auth/refresh", { method: "POST" })).status).toBe(401);
      expect(await storedExpiry(browser)).toEqual(expiresAt);
    });
  });

  describe("POST /admin/auth/refresh", () => {
    it("moves a staff session's end to a full lifetime from now and answers the user", async () => {
      const staff = await signInStaff(api);
      const browser = new Browser(api);
      await signInStaffOn(browser, staff);
      await setStoredExpiry(browser, nearlyOver());
      const before = Date.now();

      const response = await browser.request("/admin/auth/refresh", { method: "POST" });
      expect(response.status).toBe(200);
      const answer = await body<{ user: { id: string } } & RefreshBody>(response);
      expect(answer.user.id).toBe(staff.userId);
      expect(answer.user).not.toHaveProperty("password_hash");
      expectFullLifetime(new Date(answer.expires_at), before);
      expect(response.headers.get(EXPIRES_HEADER)).toBe(answer.expires_at);
      expect(await storedExpiry(browser)).toEqual(new Date(answer.expires_at));
    });

    it("answers 401 without a staff session: none, a bearer token, a customer's session, after sign-out", async () => {
      const staff = await signInStaff(api);
      const noSession = await api.request("/admin/auth/refresh", { method: "POST" });
      expect(noSession.status).toBe(401);
      const bearer = await staff.request("/admin/auth/refresh", { method: "POST" });
      expect(bearer.status).toBe(401);

      const { browser: customerBrowser } = await registerCustomer(api);
      const customerOnly = await customerBrowser.request("/admin/auth/refresh", { method: "POST" });
      expect(customerOnly.status).toBe(401);

      const signedOut = new Browser(api);
      await signInStaffOn(signedOut, staff);
      const cookie = signedOut.cookie;
      await signedOut.request("/admin/auth", { method: "DELETE" });
      signedOut.cookie = cookie;
      expect((await signedOut.request("/admin/auth/refresh", { method: "POST" })).status).toBe(401);
    });
  });

  it("renews a session holding both a customer and staff for both, from either side", async () => {
    const { browser } = await registerCustomer(api);
    await signInStaffOn(browser, await signInStaff(api));

    for (const path of ["/store/auth/refresh", "/admin/auth/refresh"]) {
      await setStoredExpiry(browser, nearlyOver());
      const before = Date.now();
      const response = await browser.request(path, { method: "POST" });
      expect(response.status, path).toBe(200);
      expectFullLifetime((await storedExpiry(browser))!, before);
      expect((await browser.request("/store/auth")).status, path).toBe(200);
      expect((await browser.request("/admin/auth")).status, path).toBe(200);
    }
  });
});
