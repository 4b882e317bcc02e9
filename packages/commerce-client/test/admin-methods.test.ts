// Spec §7 "Admin": each typed method calls the route the contract names, with its body; signing
// out forgets the admin token even when the server call fails (spec §4 "Admin session").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCommerceClient, type AdminApi, type CommerceClient } from "../src";
import { json, startServer, type TestServer } from "./support/test-server";

let server: TestServer;
let client: CommerceClient;
beforeAll(async () => {
  server = await startServer((request) => {
    if (request.url === "/admin/auth/token") return json(200, { access_token: "admin-jwt" });
    if (request.method === "DELETE" && request.url === "/admin/auth") {
      return json(400, { type: "invalid_data", message: "no session" });
    }
    return json(200, {});
  });
  client = createCommerceClient({ baseUrl: server.url, maxRetries: 0 });
});
afterAll(() => server.close());

type Case = [
  name: string,
  call: (admin: AdminApi) => Promise<unknown>,
  route: string,
  body?: unknown,
];

const credentials = { email: "staff@atelier.test", password: "pw" };

// prettier-ignore
const cases: Case[] = [
  ["auth.createSession", (a) => a.auth.createSession(credentials), "POST /admin/auth", credentials],
  ["auth.getSession", (a) => a.auth.getSession(), "GET /admin/auth"],
  ["auth.getToken", (a) => a.auth.getToken(credentials), "POST /admin/auth/token", credentials],
  ["tradeProfessionals.list", (a) => a.tradeProfessionals.list({ status: "pending", q: "studio" }), "GET /admin/trade-professionals?status=pending&q=studio"],
  ["tradeProfessionals.retrieve", (a) => a.tradeProfessionals.retrieve("prof_1"), "GET /admin/trade-professionals/prof_1"],
  ["tradeProfessionals.approve", (a) => a.tradeProfessionals.approve("prof_1"), "POST /admin/trade-professionals/prof_1/approve"],
  ["tradeProfessionals.reject", (a) => a.tradeProfessionals.reject("prof_1"), "POST /admin/trade-professionals/prof_1/reject"],
  ["customers.list", (a) => a.customers.list({ q: "ada", limit: 10 }), "GET /admin/customers?q=ada&limit=10"],
  ["customers.retrieve", (a) => a.customers.retrieve("cus_1"), "GET /admin/customers/cus_1"],
  ["customers.update", (a) => a.customers.update("cus_1", { phone: "+1" }), "POST /admin/customers/cus_1", { phone: "+1" }],
  ["orders.list", (a) => a.orders.list({ q: "#12", status: ["pending"] }), "GET /admin/orders?q=%2312&status[]=pending"],
  ["orders.retrieve", (a) => a.orders.retrieve("order_1"), "GET /admin/orders/order_1"],
  ["returns.list", (a) => a.returns.list({ limit: 5 }), "GET /admin/returns?limit=5"],
  ["returns.receive", (a) => a.returns.receive("ret_1", { items: [{ item_id: "item_1", quantity: 1 }] }), "POST /admin/returns/ret_1/receive", { items: [{ item_id: "item_1", quantity: 1 }] }],
  ["returns.cancel", (a) => a.returns.cancel("ret_1"), "POST /admin/returns/ret_1/cancel"],
  ["orders.requestReturn", (a) => a.orders.requestReturn("order_1", { items: [{ item_id: "item_1", quantity: 1 }] }), "POST /admin/orders/order_1/return", { items: [{ item_id: "item_1", quantity: 1 }] }],
  ["returnReasons.list", (a) => a.returnReasons.list(), "GET /admin/return-reasons"],
  ["returnReasons.retrieve", (a) => a.returnReasons.retrieve("rr_1"), "GET /admin/return-reasons/rr_1"],
  ["returnReasons.create", (a) => a.returnReasons.create({ value: "damaged", label: "Damaged" }), "POST /admin/return-reasons", { value: "damaged", label: "Damaged" }],
  ["returnReasons.update", (a) => a.returnReasons.update("rr_1", { label: "Broken" }), "POST /admin/return-reasons/rr_1", { label: "Broken" }],
  ["returnReasons.delete", (a) => a.returnReasons.delete("rr_1"), "DELETE /admin/return-reasons/rr_1"],
  ["users.list", (a) => a.users.list({ limit: 5 }), "GET /admin/users?limit=5"],
  ["users.create", (a) => a.users.create({ ...credentials, role: "member" }), "POST /admin/users", { ...credentials, role: "member" }],
  ["users.retrieve", (a) => a.users.retrieve("usr_1"), "GET /admin/users/usr_1"],
  ["users.update", (a) => a.users.update("usr_1", { role: "admin" }), "POST /admin/users/usr_1", { role: "admin" }],
  ["users.delete", (a) => a.users.delete("usr_1"), "DELETE /admin/users/usr_1"],
  ["users.sendResetPasswordToken", (a) => a.users.sendResetPasswordToken({ email: "s@a.co" }), "POST /admin/users/password-token", { email: "s@a.co" }],
  ["users.resetPassword", (a) => a.users.resetPassword({ token: "t", password: "pw" }), "POST /admin/users/reset-password", { token: "t", password: "pw" }],
  ["invites.list", (a) => a.invites.list(), "GET /admin/invites"],
  ["invites.create", (a) => a.invites.create({ user: "new@atelier.test", role: "member" }), "POST /admin/invites", { user: "new@atelier.test", role: "member" }],
  ["invites.resend", (a) => a.invites.resend("invite_1"), "POST /admin/invites/invite_1/resend"],
  ["invites.delete", (a) => a.invites.delete("invite_1"), "DELETE /admin/invites/invite_1"],
  ["invites.accept", (a) => a.invites.accept({ token: "t", user: { password: "pw" } }), "POST /admin/invites/accept", { token: "t", user: { password: "pw" } }],
  ["notifications.list", (a) => a.notifications.list({ to: "a@b.co", limit: 1 }), "GET /admin/notifications?to=a%40b.co&limit=1"],
];

describe("admin method map", () => {
  it.each(cases)("%s calls %s", async (_name, call, route, body) => {
    await call(client.admin);
    const request = server.requests.at(-1);
    expect(`${request?.method} ${request?.url}`).toBe(route);
    expect(request?.body === "" ? undefined : JSON.parse(request?.body ?? "")).toEqual(body);
  });

  it("forgets the admin token on sign-out, also when the sign-out call fails", async () => {
    await client.admin.auth.getToken(credentials);
    await client.admin.users.list();
    expect(server.requests.at(-1)?.headers.authorization).toBe("Bearer admin-jwt");
    await expect(client.admin.auth.deleteSession()).rejects.toThrow("no session");
    await client.admin.users.list();
    expect(server.requests.at(-1)?.headers.authorization).toBeUndefined();
  });
});
