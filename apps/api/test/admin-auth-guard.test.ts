// Every /admin route needs a staff identity, checked on the server (spec §7, issue 4). The route
// list is read from the app itself, so a route added later is covered without touching this file.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { signAdminToken } from "../src/modules/auth/admin-token";
import { PASSWORD, registerCustomer } from "./accounts-client";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

/** Spec §7: login, request password token, reset password, accept invite — and the token route. */
const PUBLIC_ADMIN_ROUTES = new Set([
  "POST /admin/auth",
  "POST /admin/auth/token",
  "POST /admin/users/password-token",
  "POST /admin/users/reset-password",
  "POST /admin/invites/accept",
]);

interface AdminRoute {
  method: string;
  path: string;
}

function adminRoutesOf(api: TestApi): AdminRoute[] {
  const seen = new Set<string>();
  return createApp(api.deps)
    .routes.filter(({ method, path }) => method !== "ALL" && path.startsWith("/admin/"))
    .map(({ method, path }) => ({ method, path: path.replace(/:[A-Za-z_]+/g, "x_unknown") }))
    .filter(({ method, path }) => {
      const key = `${method} ${path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

describe.each(databaseKinds)("the admin guard on %s", (kind) => {
  let api: TestApi;
  let routes: AdminRoute[];
  const wrongIdentities: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
    routes = adminRoutesOf(api);
    const customer = await registerCustomer(api);
    const token = await api.request("/store/auth/token", {
      method: "POST",
      json: { email: customer.email, password: PASSWORD },
    });
    const { access_token: storeToken } = (await token.json()) as { access_token: string };
    wrongIdentities["no identity"] = {};
    wrongIdentities["a customer's bearer token"] = { authorization: `Bearer ${storeToken}` };
    wrongIdentities["an admin token of no user"] = {
      authorization: `Bearer ${signAdminToken("usr_nobody", api.deps.config.jwtSecret)}`,
    };
    wrongIdentities["an unknown API key"] = { "x-medusa-access-token": "no-such-key" };
  });
  afterAll(() => api?.close());

  it("finds the admin routes, the public ones among them", () => {
    const keys = routes.map(({ method, path }) => `${method} ${path}`);
    expect(keys).toEqual(expect.arrayContaining(["POST /admin/auth", "GET /admin/notifications"]));
    expect(routes.length).toBeGreaterThan(3);
  });

  it("answers 401 on every non-public admin route to anyone but staff", async () => {
    const guarded = routes.filter(
      ({ method, path }) => !PUBLIC_ADMIN_ROUTES.has(`${method} ${path}`),
    );
    const failures: string[] = [];
    for (const { method, path } of guarded) {
      for (const [who, headers] of Object.entries(wrongIdentities)) {
        const response = await api.request(path, {
          method,
          headers,
          ...(method === "GET" || method === "HEAD" ? {} : { json: {} }),
        });
        if (response.status !== 401)
          failures.push(`${method} ${path} with ${who}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("keeps the guard on admin paths that do not exist", async () => {
    const response = await api.request("/admin/no-such-route");
    expect(response.status).toBe(401);
  });

  it("lets anyone reach the public admin routes", async () => {
    const present = routes.filter(({ method, path }) =>
      PUBLIC_ADMIN_ROUTES.has(`${method} ${path}`),
    );
    expect(present.length).toBeGreaterThanOrEqual(2);
    for (const { method, path } of present) {
      const response = await api.request(path, { method, json: {} });
      expect(response.status, `${method} ${path}`).toBe(400);
    }
  });
});
