// Staff users, invites and staff password reset over real HTTP (contract medusa-v1 §3.3, §12.1),
// following the mailed links through the outbox as a new staff member would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface UserJson {
  id: string;
  email: string;
  role: string;
  first_name: string | null;
  api_token: string | null;
}

describe.each(databaseKinds)("staff users and invites on %s", (kind) => {
  let api: TestApi;
  let staff: SignedInStaff;
  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
    staff = await signInStaff(api);
  });
  afterAll(() => api?.close());

  const post = (path: string, json: unknown) => staff.request(path, { method: "POST", json });
  const signIn = (email: string, password: string) =>
    api.request("/admin/auth/token", { method: "POST", json: { email, password } });

  /** The first link in the newest mail to `to`, read from the outbox as staff. */
  async function mailedLink(to: string): Promise<URL> {
    const response = await staff.request(
      `/admin/notifications?to=${encodeURIComponent(to)}&limit=1`,
    );
    const { notifications } = (await response.json()) as { notifications: { text: string }[] };
    const match = /https?:\/\/\S+/.exec(notifications[0]?.text ?? "");
    if (!match) throw new Error(`no link mailed to ${to}`);
    return new URL(match[0]);
  }

  it("creates, lists, reads, updates and deletes staff users", async () => {
    const created = await post("/admin/users", {
      email: "Jo.Doe@Atelier.test",
      password: "jo's long password",
      first_name: "Jo",
      role: "member",
    });
    expect(created.status).toBe(200);
    const { user } = (await created.json()) as { user: UserJson };
    expect(user).toMatchObject({ email: "jo.doe@atelier.test", first_name: "Jo", role: "member" });
    expect(user).not.toHaveProperty("password_hash");

    const list = (await (await staff.request("/admin/users")).json()) as {
      users: UserJson[];
      count: number;
    };
    expect(list.users.map((each) => each.email)).toEqual(
      expect.arrayContaining([staff.email, "jo.doe@atelier.test"]),
    );
    expect(list.count).toBe(list.users.length);

    const updated = await post(`/admin/users/${user.id}`, {
      role: "developer",
      api_token: "jo-doe-api-token-0001",
    });
    expect(((await updated.json()) as { user: UserJson }).user).toMatchObject({
      role: "developer",
      api_token: "jo-doe-api-token-0001",
    });
    const byKey = await api.request("/admin/users", {
      headers: { "x-medusa-access-token": "jo-doe-api-token-0001" },
    });
    expect(byKey.status).toBe(200);

    const removed = await staff.request(`/admin/users/${user.id}`, { method: "DELETE" });
    expect(await removed.json()).toEqual({ id: user.id, object: "user", deleted: true });
    expect((await staff.request(`/admin/users/${user.id}`)).status).toBe(404);
    const keyAfter = await api.request("/admin/users", {
      headers: { "x-medusa-access-token": "jo-doe-api-token-0001" },
    });
    expect(keyAfter.status).toBe(401);
    expect((await signIn("jo.doe@atelier.test", "jo's long password")).status).toBe(401);
  });

  it("refuses bad users with 400 and a message, and unknown ones with 404", async () => {
    const cases: [unknown, RegExp][] = [
      [{ email: "not-an-email", password: "long enough pass" }, /email/i],
      [{ email: "short@atelier.test", password: "short" }, /password/i],
      [{ email: "role@atelier.test", password: "long enough pass", role: "owner" }, /role/i],
      [{ email: staff.email, password: "long enough pass" }, /already exists/],
      [{ email: "x@atelier.test", password: "long enough pass", extra: 1 }, /extra/],
    ];
    for (const [json, message] of cases) {
      const response = await post("/admin/users", json);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { type: string; message: string };
      expect(body.type).toBe("invalid_data");
      expect(body.message).toMatch(message);
    }
    expect((await post("/admin/users/usr_missing", { first_name: "X" })).status).toBe(404);
    expect((await staff.request("/admin/users/usr_missing", { method: "DELETE" })).status).toBe(
      404,
    );
    const self = await staff.request(`/admin/users/${staff.userId}`, { method: "DELETE" });
    expect(self.status).toBe(400);
    expect(await self.json()).toMatchObject({ message: "You cannot delete your own user" });
  });

  it("invites a new member by mail; accepting the link makes their user once", async () => {
    const email = "new.hire@atelier.test";
    const invited = await post("/admin/invites", { user: email, role: "member" });
    expect(invited.status).toBe(200);
    expect(await invited.text()).toBe("OK");
    const { invites } = (await (await staff.request("/admin/invites")).json()) as {
      invites: { id: string; user_email: string; accepted: boolean }[];
    };
    const invite = invites.find((each) => each.user_email === email)!;
    expect(invite).toMatchObject({ accepted: false });
    expect(invite).not.toHaveProperty("token_hash");

    const firstLink = await mailedLink(email);
    expect(firstLink.pathname).toBe("/account/staff/invite");
    // Resending replaces the token: the first link stops working.
    expect(await (await post(`/admin/invites/${invite.id}/resend`, {})).text()).toBe("OK");
    const link = await mailedLink(email);
    const accept = (token: string | null) =>
      api.request("/admin/invites/accept", {
        method: "POST",
        json: {
          token,
          user: { first_name: "New", last_name: "Hire", password: "new hire password" },
        },
      });
    const stale = await accept(firstLink.searchParams.get("token"));
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ message: "The invite is not valid or has expired" });

    const accepted = await accept(link.searchParams.get("token"));
    expect(accepted.status).toBe(200);
    expect((await signIn(email, "new hire password")).status).toBe(200);
    expect((await accept(link.searchParams.get("token"))).status).toBe(400);

    const again = await post("/admin/invites", { user: email });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: expect.stringMatching(/already exists/) });
  });

  it("deletes an invite, and refuses bad invites with 400", async () => {
    await post("/admin/invites", { user: "maybe@atelier.test", role: "developer" });
    const { invites } = (await (await staff.request("/admin/invites")).json()) as {
      invites: { id: string; user_email: string; role: string }[];
    };
    const invite = invites.find((each) => each.user_email === "maybe@atelier.test")!;
    expect(invite.role).toBe("developer");
    const removed = await staff.request(`/admin/invites/${invite.id}`, { method: "DELETE" });
    expect(await removed.json()).toEqual({ id: invite.id, object: "invite", deleted: true });
    expect((await staff.request(`/admin/invites/${invite.id}`, { method: "DELETE" })).status).toBe(
      404,
    );

    for (const json of [{ user: "nope" }, { user: "a@b.co", role: "boss" }, {}]) {
      const response = await post("/admin/invites", json);
      expect(response.status).toBe(400);
    }
    const noToken = await api.request("/admin/invites/accept", {
      method: "POST",
      json: { user: { password: "long enough pass" } },
    });
    expect(noToken.status).toBe(400);
  });

  it("resets a staff password from the mailed link, once", async () => {
    const member = await signInStaff(api);
    const unknown = await api.request("/admin/users/password-token", {
      method: "POST",
      json: { email: "nobody@atelier.test" },
    });
    expect(unknown.status).toBe(204);
    const requested = await api.request("/admin/users/password-token", {
      method: "POST",
      json: { email: member.email },
    });
    expect(requested.status).toBe(204);
    const link = await mailedLink(member.email);
    expect(link.pathname).toBe("/account/staff/reset-password");
    const reset = (token: string | null, password: string) =>
      api.request("/admin/users/reset-password", { method: "POST", json: { token, password } });

    const done = await reset(link.searchParams.get("token"), "a fresh staff password");
    expect(done.status).toBe(200);
    expect(((await done.json()) as { user: UserJson }).user.email).toBe(member.email);
    expect((await signIn(member.email, "a fresh staff password")).status).toBe(200);

    const reused = await reset(link.searchParams.get("token"), "yet another password");
    expect(reused.status).toBe(401);
    expect(await reused.text()).toBe("Invalid or expired password reset token");
    expect((await reset("not-a-token", "long enough pass")).status).toBe(401);
    expect((await reset(link.searchParams.get("token"), "short")).status).toBe(400);
  });
});
