// The content API driven by the official @sanity/client over real HTTP (issue 5, contract
// sanity-http-api.md): queries (GET and the long-query POST), documents, every mutation and
// patch operation, perspectives, users/me, and the 4xx messages the client surfaces.
import type { ClientConfig, SanityClient } from "@sanity/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentClient } from "./fixtures/content";
import { signInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

const clientFor = (api: TestApi, token?: string, extra: Partial<ClientConfig> = {}) =>
  contentClient(api, { token, ...extra });

async function rejection(
  promise: Promise<unknown>,
): Promise<{ statusCode: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { statusCode: number; message: string };
  }
  throw new Error("expected the call to fail");
}

describe.each(databaseKinds)("content API with @sanity/client (%s)", (kind) => {
  let api: TestApi;
  let staff: SanityClient;
  let anonymous: SanityClient;

  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
    const signedIn = await signInStaff(api);
    staff = clientFor(api, signedIn.token);
    anonymous = clientFor(api);
    await staff
      .transaction()
      .createOrReplace({ _id: "cat-chairs", _type: "category", title: "Chairs" })
      .createOrReplace({
        _id: "page-about",
        _type: "page",
        title: "About us",
        slug: { _type: "slug", current: "about" },
        category: { _type: "reference", _ref: "cat-chairs" },
      })
      .createOrReplace({
        _id: "page-trade",
        _type: "page",
        title: "Trade",
        slug: { current: "trade" },
      })
      .createOrReplace({
        _id: "drafts.page-trade",
        _type: "page",
        title: "Trade (draft)",
        slug: { current: "trade" },
      })
      .createOrReplace({
        _id: "drafts.page-new",
        _type: "page",
        title: "Unpublished",
        slug: { current: "new" },
      })
      .commit();
  });

  afterAll(async () => {
    await api?.close();
  });

  it("answers a GROQ query with params, joins through references, and hides drafts from the public", async () => {
    const pages = await anonymous.fetch<{ _id: string; title: string }[]>(
      `*[_type == $type] | order(_id asc){_id, title}`,
      { type: "page" },
    );
    expect(pages).toEqual([
      { _id: "page-about", title: "About us" },
      { _id: "page-trade", title: "Trade" },
    ]);
    const about = await anonymous.fetch(
      `*[_type == "page" && slug.current == $slug][0]{title, "category": category->title}`,
      {
        slug: "about",
      },
    );
    expect(about).toEqual({ title: "About us", category: "Chairs" });
    expect(await anonymous.fetch(`*[_id == "nothing"][0]`)).toBeNull();
  });

  it("sends a long query as POST and still answers it", async () => {
    const padding = "x".repeat(12_000);
    const result = await anonymous.fetch<string[]>(
      `*[_type == "page" && title != $padding] | order(_id asc)._id`,
      { padding },
    );
    expect(result).toEqual(["page-about", "page-trade"]);
  });

  it("applies perspectives: previewDrafts overlays drafts for staff, raw shows both, published neither", async () => {
    const preview = clientFor(api, staff.config().token as string, {
      perspective: "previewDrafts",
    });
    const titles = await preview.fetch<{ _id: string; title: string; _originalId?: string }[]>(
      `*[_type == "page"] | order(_id asc){_id, title, _originalId}`,
    );
    expect(titles).toEqual([
      { _id: "page-about", title: "About us", _originalId: null },
      { _id: "page-new", title: "Unpublished", _originalId: "drafts.page-new" },
      { _id: "page-trade", title: "Trade (draft)", _originalId: "drafts.page-trade" },
    ]);
    const raw = await staff.fetch<string[]>(
      `*[_type == "page"] | order(_id asc)._id`,
      {},
      { perspective: "raw" },
    );
    expect(raw).toEqual(["drafts.page-new", "drafts.page-trade", "page-about", "page-trade"]);
    const published = await staff.fetch<string[]>(
      `*[_type == "page"]._id`,
      {},
      { perspective: "published" },
    );
    expect(published.sort()).toEqual(["page-about", "page-trade"]);

    const denied = await rejection(anonymous.fetch(`*`, {}, { perspective: "previewDrafts" }));
    expect(denied.statusCode).toBe(401);
    expect(denied.message).toMatch(/previewDrafts/);
  });

  it("reads documents by id with getDocument and getDocuments", async () => {
    const about = await anonymous.getDocument("page-about");
    expect(about).toMatchObject({ _id: "page-about", _type: "page", title: "About us" });
    expect(typeof about?._rev).toBe("string");
    expect(about?._createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [a, missing, draft] = await anonymous.getDocuments([
      "page-about",
      "nope",
      "drafts.page-trade",
    ]);
    expect(a?._id).toBe("page-about");
    expect(missing).toBeNull();
    expect(draft).toBeNull();
    const staffDraft = await staff.getDocument("drafts.page-trade");
    expect(staffDraft?.title).toBe("Trade (draft)");
  });

  it("creates documents with every create flavour and the id rules", async () => {
    const created = await staff.create({ _type: "location", name: "Bath" });
    expect(created._id).toMatch(/^[a-z0-9]+$/);
    expect(created._rev).toBeTruthy();
    const prefixed = await staff.create({ _id: "location.", _type: "location", name: "York" });
    expect(prefixed._id).toMatch(/^location\.[a-z0-9]+$/);

    const duplicate = await rejection(staff.create({ _id: "page-about", _type: "page" }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.message).toMatch(/already exists/);

    const kept = await staff.createIfNotExists({
      _id: "page-about",
      _type: "page",
      title: "Other",
    });
    expect(kept.title).toBe("About us");
    const replaced = await staff.createOrReplace({
      _id: "loc-leeds",
      _type: "location",
      name: "Leeds",
    });
    expect(replaced.name).toBe("Leeds");
    const again = await staff.createOrReplace({
      _id: "loc-leeds",
      _type: "location",
      city: "Leeds",
    });
    expect((again as Record<string, unknown>).name).toBeUndefined();
    expect(again._createdAt).toBe(replaced._createdAt);
    expect(again._rev).not.toBe(replaced._rev);
  });

  it("patches with set, setIfMissing, unset, inc, dec, insert, append, prepend and splice", async () => {
    await staff.createOrReplace({
      _id: "patch-me",
      _type: "thing",
      count: 10,
      stock: 5,
      remove: "me",
      nested: { keep: true },
      list: [
        { _key: "a", v: 1 },
        { _key: "b", v: 2 },
      ],
    });
    const patched = await staff
      .patch("patch-me")
      .set({ title: "Set", "nested.deep.value": 3, 'list[_key=="a"].v': 100 })
      .setIfMissing({ title: "ignored", tags: [] })
      .unset(["remove", 'list[_key=="b"]'])
      .inc({ count: 5 })
      .dec({ stock: 2 })
      .commit();
    expect(patched).toMatchObject({
      title: "Set",
      nested: { keep: true, deep: { value: 3 } },
      count: 15,
      stock: 3,
      tags: [],
      list: [{ _key: "a", v: 100 }],
    });
    expect(patched.remove).toBeUndefined();

    // One insert per patch: the client keeps a single `insert` operation per patch object.
    await staff
      .patch("patch-me")
      .append("list", [{ _key: "z", v: 26 }])
      .commit();
    const appended = await staff
      .patch("patch-me")
      .prepend("list", [{ _key: "0", v: 0 }])
      .commit();
    expect((appended.list as { _key: string }[]).map((i) => i._key)).toEqual(["0", "a", "z"]);
    const inserted = await staff
      .patch("patch-me")
      .insert("after", 'list[_key=="a"]', [{ _key: "m", v: 13 }])
      .commit();
    expect((inserted.list as { _key: string }[]).map((i) => i._key)).toEqual(["0", "a", "m", "z"]);
    const spliced = await staff
      .patch("patch-me")
      .splice("list", 1, 2, [{ _key: "s", v: 0 }])
      .commit();
    expect((spliced.list as { _key: string }[]).map((i) => i._key)).toEqual(["0", "s", "z"]);
    const newList = await staff
      .patch("patch-me")
      .append("fresh", [{ v: 1 }])
      .commit({ autoGenerateArrayKeys: true });
    expect((newList.fresh as { _key: string }[])[0]._key).toMatch(/\w+/);
  });

  it("checks ifRevisionID for the whole transaction and rejects a stale one with 409", async () => {
    const doc = await staff.createOrReplace({ _id: "rev-doc", _type: "thing", n: 1 });
    const ok = await staff.patch("rev-doc").ifRevisionId(doc._rev).set({ n: 2 }).commit();
    expect(ok.n).toBe(2);
    const stale = await rejection(
      staff
        .transaction()
        .create({ _id: "should-not-exist", _type: "thing" })
        .patch("rev-doc", (p) => p.ifRevisionId(doc._rev).set({ n: 3 }))
        .commit(),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.message).toMatch(/revision/);
    expect(await staff.getDocument("should-not-exist")).toBeUndefined();
    expect((await staff.getDocument("rev-doc"))?.n).toBe(2);
  });

  it("deletes by id and by query, and commits a transaction atomically", async () => {
    const tx = await staff
      .transaction()
      .create({ _id: "tmp-1", _type: "tmp" })
      .create({ _id: "tmp-2", _type: "tmp" })
      .create({ _id: "tmp-3", _type: "tmp", keep: true })
      .commit();
    expect(tx.results.map((r) => r.operation)).toEqual(["create", "create", "create"]);
    expect(tx.documentIds).toEqual(["tmp-1", "tmp-2", "tmp-3"]);

    await staff.delete("tmp-1");
    expect(await staff.getDocument("tmp-1")).toBeUndefined();
    const byQuery = await staff.delete({
      query: `*[_type == $t && !defined(keep)]`,
      params: { t: "tmp" },
    });
    expect(byQuery.results.map((r: { id: string }) => r.id)).toEqual(["tmp-2"]);
    expect(await staff.fetch(`*[_type == "tmp"]._id`)).toEqual(["tmp-3"]);
  });

  it("runs a dry run without storing anything", async () => {
    const result = await staff.create({ _id: "dry", _type: "thing" }, { dryRun: true });
    expect(result._id).toBe("dry");
    expect(await staff.getDocument("dry")).toBeUndefined();
  });

  it("answers users/me for staff, {} for the anonymous and 401 for a bad token", async () => {
    const me = await staff.users.getById("me");
    expect(me).toMatchObject({
      id: expect.any(String),
      email: expect.stringContaining("@"),
      role: "administrator",
    });
    expect(await anonymous.request({ uri: "/users/me" })).toEqual({});
    const bad = await rejection(clientFor(api, "not-a-token").request({ uri: "/users/me" }));
    expect(bad.statusCode).toBe(401);
  });

  it("gives 4xx with readable messages for bad GROQ, bad params, bad mutations and anonymous writes", async () => {
    const parse = await rejection(anonymous.fetch(`*[_type == "page"`));
    expect(parse.statusCode).toBe(400);
    expect(parse.message).toMatch(/GROQ query parse error/);

    const params = await api.request(
      `/content/v2022-03-13/data/query/production?query=*%5B_type%3D%3D%24t%5D&%24t=not-json`,
    );
    expect(params.status).toBe(400);
    expect(params.headers.get("content-type")).toMatch(/application\/json/);
    expect(((await params.json()) as { error: { description: string } }).error.description).toMatch(
      /\$t/,
    );

    const badPatch = await rejection(staff.patch("patch-me").set({ "list[what]": 1 }).commit());
    expect(badPatch.statusCode).toBe(400);
    expect(badPatch.message).toMatch(/selector/);
    const noType = await rejection(staff.mutate([{ create: { _id: "x" } as never }]));
    expect(noType.statusCode).toBe(400);
    expect(noType.message).toMatch(/_type/);
    const missing = await rejection(staff.patch("no-such-doc").set({ a: 1 }).commit());
    expect(missing.statusCode).toBe(404);
    expect(missing.message).toMatch(/not found/);

    const write = await rejection(anonymous.create({ _type: "page" }));
    expect(write.statusCode).toBe(401);
    expect(write.message).toMatch(/Unauthorized - .*staff/);

    const dataset = await api.request(`/content/v1/data/query/other?query=*`);
    expect(dataset.status).toBe(404);
    const version = await api.request(`/content/v2/data/query/production?query=*`);
    expect(version.status).toBe(400);
  });
});
