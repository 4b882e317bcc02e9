// docs/adr/0006: the calls that start a session answer when it ends (the X-Session-Expires-At
// header), and the refresh methods call Atelier's refresh routes and answer the new end.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CommerceAuthenticationError, createCommerceClient, type CommerceClient } from "../src";
import { json, startServer, type Reply, type TestServer } from "./support/test-server";

const EXPIRES_AT = "2030-01-02T03:04:05.000Z";
const RENEWED_AT = "2030-01-02T13:04:05.000Z";
const customer = { id: "cus_1", email: "ada@example.com" };
const user = { id: "usr_1", email: "sam@atelier.test" };
const expiresHeader = { "X-Session-Expires-At": EXPIRES_AT };

let server: TestServer;
let client: CommerceClient;
/** The answer of the next call; a plain 200 `{}` when none is set. */
let nextReply: Reply | undefined;

beforeAll(async () => {
  server = await startServer(() => {
    const reply = nextReply ?? json(200, {});
    nextReply = undefined;
    return reply;
  });
  client = createCommerceClient({ baseUrl: server.url, maxRetries: 0 });
});
afterAll(() => server.close());

function lastRoute(): string {
  const request = server.requests.at(-1);
  return `${request?.method} ${request?.url}`;
}

describe("the session's end on sign-in", () => {
  it.each([
    [
      "store.auth.authenticate",
      () => client.store.auth.authenticate({ email: "a@b.co", password: "pw" }),
      "POST /store/auth",
      { customer },
    ],
    [
      "store.customers.create",
      () => client.store.customers.create({ email: "a@b.co", password: "pw" }),
      "POST /store/customers",
      { customer },
    ],
    [
      "admin.auth.createSession",
      () => client.admin.auth.createSession({ email: "a@b.co", password: "pw" }),
      "POST /admin/auth",
      { user },
    ],
  ] as const)("%s reads it from the header beside the body", async (_name, call, route, body) => {
    nextReply = json(200, body, expiresHeader);
    const answer = await call();
    expect(lastRoute()).toBe(route);
    expect(answer).toEqual({ ...body, sessionExpiresAt: EXPIRES_AT });
  });

  it("is null when the server does not say (a plain Medusa server)", async () => {
    nextReply = json(200, { customer });
    const answer = await client.store.auth.authenticate({ email: "a@b.co", password: "pw" });
    expect(answer.customer).toEqual(customer);
    expect(answer.sessionExpiresAt).toBeNull();
  });
});

describe("refreshing a session", () => {
  it("store.auth.refreshSession posts to /store/auth/refresh and answers the new end", async () => {
    nextReply = json(200, { customer, expires_at: RENEWED_AT });
    const answer = await client.store.auth.refreshSession();
    expect(lastRoute()).toBe("POST /store/auth/refresh");
    expect(answer).toEqual({ customer, expires_at: RENEWED_AT });
  });

  it("admin.auth.refreshSession posts to /admin/auth/refresh and answers the new end", async () => {
    nextReply = json(200, { user, expires_at: RENEWED_AT });
    const answer = await client.admin.auth.refreshSession();
    expect(lastRoute()).toBe("POST /admin/auth/refresh");
    expect(answer).toEqual({ user, expires_at: RENEWED_AT });
  });

  it("fails with an authentication error when there is no session to renew", async () => {
    nextReply = { status: 401, text: "Unauthorized" };
    await expect(client.store.auth.refreshSession()).rejects.toBeInstanceOf(
      CommerceAuthenticationError,
    );
  });
});
