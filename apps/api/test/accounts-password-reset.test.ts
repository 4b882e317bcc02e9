// Forgotten passwords over real HTTP (contract medusa-v1 §8, spec §2 "Forgot password"): the
// reset link arrives through the mail outbox, works once, for 15 minutes, for its own customer.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens } from "../src/db/schema";
import { hashToken } from "../src/modules/auth/tokens";
import { listOutboxMessages } from "../src/modules/mail/outbox";
import {
  body,
  Browser,
  PASSWORD,
  registerCustomer,
  uniqueEmail,
  type CustomerBody,
  type ErrorBody,
} from "./accounts-client";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

const NEW_PASSWORD = "a fresh new password";
const invalidToken = { type: "unauthorized", message: "Invalid or expired password reset token" };

describe.each(databaseKinds)("password reset on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false, env: { STORE_URL: "https://shop.example/" } });
  });
  afterAll(() => api?.close());

  async function requestReset(email: string): Promise<Response> {
    return new Browser(api).request("/store/customers/password-token", { json: { email } });
  }

  /** The token and email from the newest reset link mailed to `email`. */
  async function mailedLink(email: string): Promise<{ token: string; email: string; url: URL }> {
    const { messages } = await listOutboxMessages(api.deps.db, { to: email });
    const match = /https:\/\/shop\.example\/account\/reset-password\?\S+/.exec(messages[0].text);
    const url = new URL(match![0]);
    return { token: url.searchParams.get("token")!, email: url.searchParams.get("email")!, url };
  }

  async function reset(fields: Record<string, unknown>): Promise<Response> {
    return new Browser(api).request("/store/customers/password-reset", { json: fields });
  }

  async function signIn(email: string, password: string): Promise<number> {
    return (await new Browser(api).request("/store/auth", { json: { email, password } })).status;
  }

  it("mails a reset link to a registered customer and answers 204 with no body", async () => {
    const { email } = await registerCustomer(api, { first_name: "Ada" });
    const response = await requestReset(email.toUpperCase());
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");

    const { messages, count } = await listOutboxMessages(api.deps.db, { to: email });
    expect(count).toBe(1);
    expect(messages[0]).toMatchObject({
      to: email,
      subject: "Reset your Atelier password",
      template: "password-reset",
      transport: "outbox",
      sent_at: null,
      error: null,
    });
    expect(messages[0].text).toContain("Hello Ada,");
    expect(messages[0].text).toContain("within 15 minutes");
    expect(messages[0].html).toContain(
      '<a href="https://shop.example/account/reset-password?token=',
    );
    const link = await mailedLink(email);
    expect(link.url.pathname).toBe("/account/reset-password");
    expect(link.email).toBe(email);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(messages[0].data).toMatchObject({ email, reset_url: link.url.toString() });

    // Only the token's hash is kept.
    const [stored] = await api.deps.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.token_hash, hashToken(link.token)));
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBe(15 * 60 * 1000);
  });

  it("answers 204 for an unknown email too, and mails nothing", async () => {
    const email = uniqueEmail("nobody");
    const response = await requestReset(email);
    expect(response.status).toBe(204);
    expect((await listOutboxMessages(api.deps.db, { to: email })).count).toBe(0);
  });

  it("refuses a bad email with 400", async () => {
    const response = await requestReset("not an email");
    expect(response.status).toBe(400);
    expect((await body<ErrorBody>(response)).message).toBe("email: must be a valid email address");
  });

  it("sets the new password with the mailed token, once", async () => {
    const { email, customer } = await registerCustomer(api);
    await requestReset(email);
    const { token } = await mailedLink(email);

    const response = await reset({ email, token, password: NEW_PASSWORD });
    expect(response.status).toBe(200);
    const reply = await body<CustomerBody>(response);
    expect(reply.customer).toMatchObject({ id: customer.id, email });
    expect(JSON.stringify(reply)).not.toMatch(/password|scrypt/);

    expect(await signIn(email, PASSWORD)).toBe(401);
    expect(await signIn(email, NEW_PASSWORD)).toBe(200);

    const reused = await reset({ email, token, password: "yet another password" });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual(invalidToken);
    expect(await signIn(email, NEW_PASSWORD)).toBe(200);
  });

  it("refuses a token after its 15 minutes", async () => {
    const { email } = await registerCustomer(api);
    await requestReset(email);
    const { token } = await mailedLink(email);
    await api.deps.db
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.token_hash, hashToken(token)));

    const response = await reset({ email, token, password: NEW_PASSWORD });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(invalidToken);
    expect(await signIn(email, PASSWORD)).toBe(200);
  });

  it("refuses a made-up token, and another customer's token, with 401 JSON rather than 500", async () => {
    const alice = await registerCustomer(api);
    const bob = await registerCustomer(api);
    await requestReset(alice.email);
    const { token } = await mailedLink(alice.email);

    for (const fields of [
      { email: alice.email, token: "made-up-token", password: NEW_PASSWORD },
      { email: alice.email, token: "eyJhbGciOiJIUzI1NiJ9.e30.sig", password: NEW_PASSWORD },
      { email: bob.email, token, password: NEW_PASSWORD },
      { email: uniqueEmail(), token, password: NEW_PASSWORD },
    ]) {
      const response = await reset(fields);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(invalidToken);
    }
    expect(await signIn(bob.email, PASSWORD)).toBe(200);
    // Being tried against the wrong account did not spend Alice's token.
    expect((await reset({ email: alice.email, token, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("spends the customer's other outstanding tokens with the one used", async () => {
    const { email } = await registerCustomer(api);
    await requestReset(email);
    const first = (await mailedLink(email)).token;
    await requestReset(email);
    const second = (await mailedLink(email)).token;
    expect(second).not.toBe(first);

    expect((await reset({ email, token: second, password: NEW_PASSWORD })).status).toBe(200);
    expect((await reset({ email, token: first, password: "one more password" })).status).toBe(401);
  });

  it("signs the customer out of every browser and lifts a sign-in lockout", async () => {
    const { email, browser } = await registerCustomer(api);
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(email, "wrong password");
    expect(await signIn(email, PASSWORD)).toBe(429);

    await requestReset(email);
    const { token } = await mailedLink(email);
    expect((await reset({ email, token, password: NEW_PASSWORD })).status).toBe(200);

    expect((await browser.request("/store/customers/me")).status).toBe(401);
    expect(await signIn(email, NEW_PASSWORD)).toBe(200);
  });

  it("validates the reset body: a short password is a 400 and spends nothing", async () => {
    const { email } = await registerCustomer(api);
    await requestReset(email);
    const { token } = await mailedLink(email);
    const short = await reset({ email, token, password: "short" });
    expect(short.status).toBe(400);
    expect((await body<ErrorBody>(short)).message).toBe(
      "password: must be at least 8 characters long",
    );
    const missing = await reset({ email, password: NEW_PASSWORD });
    expect((await body<ErrorBody>(missing)).message).toBe("token is required");
    expect((await reset({ email, token, password: NEW_PASSWORD })).status).toBe(200);
  });
});
