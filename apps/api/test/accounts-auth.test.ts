// Store auth over real HTTP (contract medusa-v1 §3.1–§3.2, §8): sign-up, sessions, sign-out,
// bearer tokens, the exists check, input validation and the sign-in rate limit.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, loginAttempts, sessions } from "../src/db/schema";
import { generateId } from "../src/http/ids";
import { signJwt } from "../src/modules/auth/jwt";
import { signStoreToken } from "../src/modules/auth/store-token";
import { hashToken } from "../src/modules/auth/tokens";
import {
  body,
  Browser,
  PASSWORD,
  type CustomerBody,
  type ErrorBody,
  registerCustomer,
  sessionCookieLine,
  uniqueEmail,
  type Registered,
} from "./accounts-client";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

describe.each(databaseKinds)("store auth on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
  });
  afterAll(() => api?.close());

  async function signIn(browser: Browser, email: string, password: string): Promise<Response> {
    return browser.request("/store/auth", { json: { email, password } });
  }

  describe("sign-up", () => {
    it("creates a registered customer, signs them in and never returns the password", async () => {
      const browser = new Browser(api);
      const email = uniqueEmail();
      const response = await browser.request("/store/customers", {
        json: {
          email,
          password: PASSWORD,
          first_name: "Ada",
          last_name: "Lovelace",
          phone: "+44 20 7946 0000",
        },
      });
      expect(response.status).toBe(200);
      const { customer } = await body<CustomerBody>(response);
      expect(customer).toMatchObject({
        email,
        first_name: "Ada",
        last_name: "Lovelace",
        phone: "+44 20 7946 0000",
        has_account: true,
        billing_address_id: null,
        billing_address: null,
        shipping_addresses: [],
        metadata: null,
        deleted_at: null,
      });
      expect(customer.id).toMatch(/^cus_[0-9A-Z]{26}$/);
      expect(JSON.stringify(customer)).not.toMatch(/password|scrypt/);

      const cookie = sessionCookieLine(response);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/Max-Age=36000/);
      expect(cookie).not.toMatch(/Secure/);

      const me = await browser.request("/store/customers/me");
      expect(me.status).toBe(200);
      expect((await body<CustomerBody>(me)).customer.id).toBe(customer.id);
    });

    it("stores the email lowercased and trimmed", async () => {
      const browser = new Browser(api);
      const email = uniqueEmail("Mixed.Case");
      const response = await browser.request("/store/customers", {
        json: { email: `  ${email.toUpperCase()} `, password: PASSWORD },
      });
      expect(response.status).toBe(200);
      expect((await body<CustomerBody>(response)).customer.email).toBe(email.toLowerCase());
      expect((await signIn(new Browser(api), email.toUpperCase(), PASSWORD)).status).toBe(200);
    });

    it("refuses a second account for the same email with 422 duplicate_error", async () => {
      const { email } = await registerCustomer(api);
      const response = await new Browser(api).request("/store/customers", {
        json: { email: email.toUpperCase(), password: "another password" },
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        type: "duplicate_error",
        code: "invalid_request_error",
        message: "A customer with the given email already has an account. Log in instead",
      });
    });

    it("registers an email that so far only belonged to a guest customer", async () => {
      const email = uniqueEmail("guest");
      await api.deps.db
        .insert(customers)
        .values({ id: generateId("cus"), email, has_account: false });
      const exists = await new Browser(api).request(`/store/auth/${encodeURIComponent(email)}`);
      expect(await exists.json()).toEqual({ exists: false });

      const response = await new Browser(api).request("/store/customers", {
        json: { email, password: PASSWORD },
      });
      expect(response.status).toBe(200);
      expect((await body<CustomerBody>(response)).customer.has_account).toBe(true);
    });

    it.each([
      [
        "a bad email",
        { email: "not-an-email", password: PASSWORD },
        "email: must be a valid email address",
      ],
      [
        "a short password",
        { email: "a@example.com", password: "short" },
        "password: must be at least 8 characters long",
      ],
      ["a missing password", { email: "a@example.com" }, "password is required"],
      [
        "an unknown field",
        { email: "a@example.com", password: PASSWORD, role: "admin" },
        "property role should not exist",
      ],
      [
        "a non-string name",
        { email: "a@example.com", password: PASSWORD, first_name: 42 },
        "first_name",
      ],
      [
        "a NUL character",
        { email: "a@example.com", password: PASSWORD, last_name: "Love\u0000lace" },
        "NUL",
      ],
    ])(
      "answers %s with 400 invalid_data and says what is wrong",
      async (_case, fields, message) => {
        const response = await new Browser(api).request("/store/customers", { json: fields });
        expect(response.status).toBe(400);
        const error = await body<ErrorBody>(response);
        expect(error.type).toBe("invalid_data");
        expect(error.message).toContain(message);
      },
    );

    it("answers malformed JSON with 400, not 500", async () => {
      const response = await new Browser(api).request("/store/customers", {
        body: '{"email": "a@example.com",',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        type: "invalid_data",
        message: "The request body is not valid JSON.",
      });
    });
  });

  describe("sessions", () => {
    let account: Registered;
    beforeAll(async () => {
      account = await registerCustomer(api);
    });

    it("signs in with email and password and answers with the customer, orders and addresses", async () => {
      const browser = new Browser(api);
      const response = await signIn(browser, account.email, PASSWORD);
      expect(response.status).toBe(200);
      const { customer } = await body<CustomerBody>(response);
      expect(customer).toMatchObject({
        id: account.customer.id,
        email: account.email,
        orders: [],
        shipping_addresses: [],
      });
      expect(JSON.stringify(customer)).not.toMatch(/password|scrypt/);
      expect(browser.cookie).toBeDefined();

      const session = await browser.request("/store/auth");
      expect(session.status).toBe(200);
      expect((await body<CustomerBody>(session)).customer).toMatchObject({
        id: account.customer.id,
        orders: [],
      });
    });

    it("signs out with a plain OK, clears the cookie and ends the session for good", async () => {
      const browser = new Browser(api);
      await signIn(browser, account.email, PASSWORD);
      const stolenCookie = browser.cookie;

      const response = await browser.request("/store/auth", { method: "DELETE" });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("OK");
      expect(sessionCookieLine(response)).toMatch(/Max-Age=0/);
      expect(browser.cookie).toBeUndefined();

      // The old cookie, replayed, is worth nothing: the session row is gone.
      const replay = new Browser(api);
      replay.cookie = stolenCookie;
      const after = await replay.request("/store/auth");
      expect(after.status).toBe(401);
      expect(await after.text()).toBe("Unauthorized");
    });

    it("answers sign-out without a session with OK as well", async () => {
      const response = await new Browser(api).request("/store/auth", { method: "DELETE" });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("OK");
    });

    it("gives a new session id at every sign-in, so an earlier cookie cannot ride along", async () => {
      const browser = new Browser(api);
      await signIn(browser, account.email, PASSWORD);
      const first = browser.cookie;
      await signIn(browser, account.email, PASSWORD);
      expect(browser.cookie).not.toBe(first);
      const old = new Browser(api);
      old.cookie = first;
      expect((await old.request("/store/auth")).status).toBe(401);
      expect((await browser.request("/store/auth")).status).toBe(200);
    });

    it("marks the cookie Secure when the request came over https", async () => {
      const response = await new Browser(api).request("/store/auth", {
        json: { email: account.email, password: PASSWORD },
        headers: { "x-forwarded-proto": "https" },
      });
      expect(response.status).toBe(200);
      expect(sessionCookieLine(response)).toMatch(/; Secure/);
    });

    it("no longer accepts a session after its 10 hours", async () => {
      const browser = new Browser(api);
      await signIn(browser, account.email, PASSWORD);
      const row = (
        await api.deps.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, hashToken(browser.cookie!)))
      )[0];
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(10 * 60 * 60 * 1000);
      await api.deps.db
        .update(sessions)
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, row.id));
      expect((await browser.request("/store/auth")).status).toBe(401);
    });

    it.each([
      ["GET", "/store/auth"],
      ["GET", "/store/customers/me"],
      ["POST", "/store/customers/me"],
      ["GET", "/store/customers/me/orders"],
      ["GET", "/store/customers/me/payment-methods"],
      ["POST", "/store/customers/me/addresses"],
      ["POST", "/store/customers/me/addresses/addr_1"],
      ["DELETE", "/store/customers/me/addresses/addr_1"],
      ["GET", "/store/customers/me/profile"],
      ["POST", "/store/customers/me/profile"],
      ["POST", "/store/customers/me/trade-application"],
    ])("answers a guest's %s %s with a plain 401 Unauthorized", async (method, path) => {
      const response = await new Browser(api).request(path, {
        method,
        ...(method === "POST" ? { json: {} } : {}),
      });
      expect(response.status).toBe(401);
      expect(await response.text()).toBe("Unauthorized");
    });

    it("treats a garbage session cookie or bearer token as a guest, not an error", async () => {
      const browser = new Browser(api);
      browser.cookie = "not-a-session";
      const headers = { authorization: "Bearer not.a.token" };
      const open = await browser.request(`/store/auth/${encodeURIComponent(account.email)}`, {
        headers,
      });
      expect(open.status).toBe(200);
      const guarded = await browser.request("/store/customers/me", { headers });
      expect(guarded.status).toBe(401);
    });
  });

  describe("bearer tokens", () => {
    let account: Registered;
    beforeAll(async () => {
      account = await registerCustomer(api);
    });

    it("issues a 30-day store token that works without a cookie", async () => {
      const browser = new Browser(api);
      const response = await browser.request("/store/auth/token", {
        json: { email: account.email, password: PASSWORD },
      });
      expect(response.status).toBe(200);
      expect(sessionCookieLine(response)).toBeUndefined();
      const { access_token } = await body<{ access_token: string }>(response);
      const payload = JSON.parse(Buffer.from(access_token.split(".")[1], "base64url").toString());
      expect(payload).toMatchObject({ customer_id: account.customer.id, domain: "store" });
      expect(payload.exp - payload.iat).toBe(30 * 24 * 60 * 60);

      const me = await new Browser(api).request("/store/customers/me", {
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect(me.status).toBe(200);
      expect((await body<CustomerBody>(me)).customer.id).toBe(account.customer.id);
    });

    it("refuses the token route with a wrong password as a plain 401", async () => {
      const response = await new Browser(api).request("/store/auth/token", {
        json: { email: account.email, password: "wrong password" },
      });
      expect(response.status).toBe(401);
      expect(await response.text()).toBe("Unauthorized");
    });

    it("does not accept an expired token or one signed with another secret", async () => {
      const secret = api.deps.config.jwtSecret;
      const longAgo = Math.floor(Date.now() / 1000) - 31 * 24 * 60 * 60;
      const expired = signStoreToken(account.customer.id, secret, longAgo);
      const forged = signStoreToken(account.customer.id, "someone-elses-secret");
      const admin = signJwt(
        { customer_id: account.customer.id, domain: "admin", exp: longAgo * 2 },
        secret,
      );
      for (const token of [expired, forged, admin]) {
        const response = await new Browser(api).request("/store/customers/me", {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.status).toBe(401);
      }
    });
  });

  describe("exists check", () => {
    it("tells whether a registered customer uses an email, whatever its case", async () => {
      const { email } = await registerCustomer(api);
      const known = await new Browser(api).request(
        `/store/auth/${encodeURIComponent(email.toUpperCase())}`,
      );
      expect(known.status).toBe(200);
      expect(await known.json()).toEqual({ exists: true });
      const unknown = await new Browser(api).request(
        `/store/auth/${encodeURIComponent(uniqueEmail())}`,
      );
      expect(await unknown.json()).toEqual({ exists: false });
      const odd = await new Browser(api).request("/store/auth/%00");
      expect(await odd.json()).toEqual({ exists: false });
    });
  });

  describe("sign-in security", () => {
    it("answers a wrong email and a wrong password with the same plain 401", async () => {
      const { email } = await registerCustomer(api);
      const wrongPassword = await signIn(new Browser(api), email, "wrong password");
      const wrongEmail = await signIn(new Browser(api), uniqueEmail(), PASSWORD);
      for (const response of [wrongPassword, wrongEmail]) {
        expect(response.status).toBe(401);
        expect(response.headers.get("content-type")).toBe("text/plain; charset=UTF-8");
        expect(sessionCookieLine(response)).toBeUndefined();
      }
      expect(await wrongPassword.text()).toBe("Unauthorized");
      expect(await wrongEmail.text()).toBe("Unauthorized");
    });

    it("takes about as long for an unknown email as for a wrong password", async () => {
      const { email } = await registerCustomer(api);
      const browser = new Browser(api);
      async function timed(address: string): Promise<number> {
        const start = performance.now();
        await signIn(browser, address, "wrong password");
        return performance.now() - start;
      }
      const median = (values: number[]) =>
        values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const wrongPassword: number[] = [];
      const unknownEmail: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        wrongPassword.push(await timed(email));
        unknownEmail.push(await timed(uniqueEmail()));
      }
      // Without the dummy hash an unknown email answers many times faster than a wrong password.
      expect(median(unknownEmail)).toBeGreaterThan(median(wrongPassword) * 0.5);
    });

    it("refuses further sign-ins to an account after 5 failures with 429 and Retry-After", async () => {
      const { email } = await registerCustomer(api);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        // Each from another address: the account's limit counts failures wherever they come from.
        expect((await signIn(new Browser(api), email, `wrong password ${attempt}`)).status).toBe(
          401,
        );
      }
      const blocked = await signIn(new Browser(api), email, PASSWORD);
      expect(blocked.status).toBe(429);
      const retryAfter = Number(blocked.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(await blocked.json()).toEqual({
        type: "not_allowed",
        message: "Too many sign-in attempts. Try again in 15 minutes.",
      });
      const token = await new Browser(api).request("/store/auth/token", {
        json: { email, password: PASSWORD },
      });
      expect(token.status).toBe(429);
    });

    it("lets the account in again once its failures leave the 15-minute window", async () => {
      const { email } = await registerCustomer(api);
      for (let attempt = 0; attempt < 5; attempt += 1)
        await signIn(new Browser(api), email, "wrong password");
      expect((await signIn(new Browser(api), email, PASSWORD)).status).toBe(429);
      await api.deps.db
        .update(loginAttempts)
        .set({ created_at: new Date(Date.now() - 15 * 60 * 1000 - 1000) })
        .where(eq(loginAttempts.email, email));
      expect((await signIn(new Browser(api), email, PASSWORD)).status).toBe(200);
    });

    it("forgives an account's failures after a successful sign-in", async () => {
      const { email } = await registerCustomer(api);
      const browser = new Browser(api);
      for (let attempt = 0; attempt < 4; attempt += 1)
        await signIn(browser, email, "wrong password");
      expect((await signIn(browser, email, PASSWORD)).status).toBe(200);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await signIn(browser, email, "wrong password")).status).toBe(401);
      }
      expect((await signIn(browser, email, PASSWORD)).status).toBe(200);
    });

    it("refuses a client address after 20 failures across emails, and not other addresses", async () => {
      const { email } = await registerCustomer(api);
      const attacker = new Browser(api, { clientAddress: "203.0.113.7" });
      for (let attempt = 0; attempt < 20; attempt += 1) {
        expect((await signIn(attacker, uniqueEmail(), "guess")).status).toBe(401);
      }
      const blocked = await signIn(attacker, email, PASSWORD);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await body<ErrorBody>(blocked)).type).toBe("not_allowed");

      expect(
        (await signIn(new Browser(api, { clientAddress: "203.0.113.8" }), email, PASSWORD)).status,
      ).toBe(200);
    });

    it("counts concurrent guesses, so a burst cannot get past the account limit", async () => {
      const { email } = await registerCustomer(api);
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, attempt) =>
          signIn(new Browser(api), email, `guess ${attempt}`),
        ),
      );
      const statuses = guesses.map((response) => response.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    });

    it("answers a bad sign-in body with 400 before counting it", async () => {
      const browser = new Browser(api);
      const response = await browser.request("/store/auth", {
        json: { email: "nope", password: "x" },
      });
      expect(response.status).toBe(400);
      expect((await body<ErrorBody>(response)).message).toContain(
        "email: must be a valid email address",
      );
      const missing = await browser.request("/store/auth", { json: { email: "a@example.com" } });
      expect((await body<ErrorBody>(missing)).message).toBe("password is required");
    });
  });
});
