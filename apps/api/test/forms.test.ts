// The site's form endpoint over real HTTP (issue 5 "Form wrapper"): JSON and plain HTML form
// posts stored, bad input refused with a readable 400, the honeypot, the per-address limit, the
// thank-you redirect that never leaves the shop, and the staff-only list of submissions.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions } from "../src/db/schema";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

let addressCount = 0;
/** Each test posts from its own client address, so the per-address limit stays per test. */
const newAddress = () => `203.0.113.${++addressCount}`;

describe.each(databaseKinds)("forms on %s", (kind) => {
  let api: TestApi;
  let staff: SignedInStaff;
  const shop = "http://localhost:3000";
  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false, env: { STORE_URL: shop } });
    staff = await signInStaff(api);
  });
  afterAll(() => api?.close());

  const postJson = (formId: string, body: unknown, address = newAddress()) =>
    api.request(`/forms/${formId}`, {
      method: "POST",
      json: body,
      headers: { "x-forwarded-for": address },
    });
  const postForm = (
    formId: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    api.request(`/forms/${formId}`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(fields).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html,application/xhtml+xml,*/*;q=0.8",
        "x-forwarded-for": newAddress(),
        ...headers,
      },
    });
  const stored = (id: string) =>
    api.deps.db.select().from(formSubmissions).where(eq(formSubmissions.id, id));

  it("stores a JSON post and answers its id", async () => {
    const response = await postJson("contact", {
      name: "Ada",
      email: "ada@example.com",
      message: "Do you ship oak tables to Lyon?",
      _page: "/contact",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ok: boolean; id: string };
    expect(body.ok).toBe(true);
    const [row] = await stored(body.id);
    expect(row.form_id).toBe("contact");
    expect(row.data).toEqual({
      name: "Ada",
      email: "ada@example.com",
      message: "Do you ship oak tables to Lyon?",
    });
    expect(row.page).toBe("/contact");
    expect(row.ip).toMatch(/^203\.0\.113\./);
  });

  it("stores a plain HTML form post and sends the browser to the shop's thank-you page", async () => {
    const response = await postForm("contact", {
      name: "Grace",
      email: "grace@example.com",
      message: "Hello & welcome",
      _gotcha: "",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${shop}/thank-you`);
    const rows = await api.deps.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.form_id, "contact"));
    expect(rows.map((row) => row.data)).toContainEqual({
      name: "Grace",
      email: "grace@example.com",
      message: "Hello & welcome",
    });
  });

  it("answers JSON to a urlencoded post that asks for JSON", async () => {
    const response = await postForm(
      "newsletter",
      { email: "lin@example.com" },
      { accept: "application/json" },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ok: boolean; id: string };
    expect((await stored(body.id))[0].data).toEqual({ email: "lin@example.com" });
  });

  it("redirects to the form's own thank-you path on the shop the post came from, never elsewhere", async () => {
    const origin = "http://127.0.0.1:3000";
    const to = async (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      (await postForm("contact", { name: "R", ...fields }, headers)).headers.get("location");

    expect(await to({ _redirect: "/thank-you?form=contact" })).toBe(
      `${shop}/thank-you?form=contact`,
    );
    expect(await to({ thankYou: "/trade-programme/thanks" }, { origin })).toBe(
      `${origin}/trade-programme/thanks`,
    );
    // An origin the API does not serve is not trusted; the configured shop is used.
    expect(await to({ thankYou: "/thanks" }, { origin: "https://evil.example" })).toBe(
      `${shop}/thanks`,
    );
    for (const unsafe of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "thanks",
      "/\tevil",
    ]) {
      expect(await to({ _redirect: unsafe })).toBe(`${shop}/thank-you`);
    }
  });

  it("refuses bad input with a readable 400", async () => {
    const cases: [string, unknown, RegExp][] = [
      ["Contact", { name: "x" }, /form id/],
      ["contact", { email: "not-an-email" }, /email must be an email address/],
      ["contact", { name: 42 }, /name must be text/],
      ["contact", ["a"], /JSON object/],
      ["contact", { message: "x".repeat(5_001) }, /at most 5000 characters/],
      [
        "contact",
        Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, "v"])),
        /at most 50 fields/,
      ],
      ["contact", {}, /no fields/],
      ["contact", { _gotcha: "" }, /no fields/],
    ];
    for (const [formId, body, message] of cases) {
      const response = await postJson(formId, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }

    const broken = await api.request("/forms/contact", {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { message: string }).message).toMatch(/not valid JSON/);

    const tooLong = await api.request(`/forms/${"a".repeat(65)}`, {
      method: "POST",
      json: { a: "b" },
    });
    expect(tooLong.status).toBe(400);

    const text = await api.request("/forms/contact", {
      method: "POST",
      body: "hello",
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);
    expect(((await text.json()) as { message: string }).message).toMatch(/application\/json/);

    const large = await postJson("contact", {
      a: "x".repeat(4_000),
      ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, "y".repeat(4_000)])),
    });
    expect(large.status).toBe(413);
    expect(((await large.json()) as { message: string }).message).toMatch(/larger than 64 kB/);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const response = await postJson("spam-trap", { name: "Bot", _gotcha: "http://spam.example" });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ok: boolean; id: string };
    expect(body.ok).toBe(true);
    expect(await stored(body.id)).toEqual([]);
    const rows = await api.deps.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.form_id, "spam-trap"));
    expect(rows).toEqual([]);

    const browser = await postForm("spam-trap", { name: "Bot", _gotcha: "filled" });
    expect(browser.status).toBe(303);
    expect(browser.headers.get("location")).toBe(`${shop}/thank-you`);
  });

  it("limits one address to 10 submissions a minute with a 429 and Retry-After", async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i++) {
      expect((await postJson("limited", { n: String(i) }, address)).status).toBe(200);
    }
    const refused = await postJson("limited", { n: "10" }, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /Too many form submissions/,
    );
    // Another address is not affected.
    expect((await postJson("limited", { n: "other" })).status).toBe(200);
  });

  it("allows the shop's origin to post from the browser (CORS)", async () => {
    const preflight = await api.request("/forms/contact", {
      method: "OPTIONS",
      headers: {
        origin: shop,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe(shop);
    const response = await api.request("/forms/contact", {
      method: "POST",
      json: { name: "Cors" },
      headers: { origin: shop, "x-forwarded-for": newAddress() },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(shop);
  });

  it("lists submissions newest first to staff only, by form and page", async () => {
    const address = newAddress();
    for (const n of ["1", "2", "3"]) {
      expect((await postJson("listing", { n }, address)).status).toBe(200);
    }
    expect((await api.request("/admin/form-submissions")).status).toBe(401);

    const all = await staff.request("/admin/form-submissions?form_id=listing");
    expect(all.status).toBe(200);
    const body = (await all.json()) as {
      form_submissions: { form_id: string; data: { n: string } }[];
      count: number;
      offset: number;
      limit: number;
    };
    expect(body.count).toBe(3);
    expect(body.offset).toBe(0);
    expect(body.limit).toBe(20);
    expect(body.form_submissions.map((row) => row.data.n)).toEqual(["3", "2", "1"]);

    const page = (await (
      await staff.request("/admin/form-submissions?form_id=listing&offset=1&limit=1")
    ).json()) as typeof body;
    expect(page.count).toBe(3);
    expect(page.form_submissions.map((row) => row.data.n)).toEqual(["2"]);

    const everything = (await (
      await staff.request("/admin/form-submissions")
    ).json()) as typeof body;
    expect(everything.count).toBeGreaterThan(3);

    const bad = await staff.request("/admin/form-submissions?limit=0");
    expect(bad.status).toBe(400);
    const badForm = await staff.request("/admin/form-submissions?form_id=Bad%20Id");
    expect(badForm.status).toBe(400);
  });
});
