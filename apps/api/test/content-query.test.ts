// GROQ over the content store on the wire (contract §1, §2.1, §2.2): the envelope, params,
// version-dependent default perspectives, index-narrowed queries that still see the whole dataset
// where they must, joins that follow drafts, `matches`, the doc endpoint and CORS.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentStoreFor } from "../src/modules/content/store";
import type { ContentDocument } from "../src/modules/content/types";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

function queryPath(version: string, query: string, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams({ query, ...extra });
  return `/content/${version}/data/query/production?${search.toString()}`;
}

describe.each(databaseKinds)("content queries (%s)", (kind) => {
  let api: TestApi;
  let staff: SignedInStaff;

  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
    staff = await signInStaff(api);
    const response = await staff.request("/content/v2022-03-13/data/mutate/production", {
      method: "POST",
      json: {
        mutations: [
          { createOrReplace: { _id: "author-1", _type: "author", name: "Ada" } },
          { createOrReplace: { _id: "drafts.author-1", _type: "author", name: "Ada (draft)" } },
          {
            createOrReplace: {
              _id: "post-1",
              _type: "post",
              title: "One",
              slug: { current: "one" },
              author: { _ref: "author-1" },
            },
          },
          {
            createOrReplace: {
              _id: "post-2",
              _type: "post",
              title: "Two words",
              slug: { current: "two" },
            },
          },
          {
            createOrReplace: {
              _id: "drafts.post-3",
              _type: "post",
              title: "Three",
              slug: { current: "three" },
            },
          },
        ],
      },
    });
    expect(response.status).toBe(200);
  });

  afterAll(async () => {
    await api?.close();
  });

  it("answers {ms, query, result, syncTags} as JSON, and leaves the query out on returnQuery=false", async () => {
    const response = await api.request(
      queryPath("v2022-03-13", `*[_type == $t].title`, { $t: '"post"' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ query: `*[_type == $t].title`, syncTags: expect.any(Array) });
    expect(typeof body.ms).toBe("number");
    expect((body.result as string[]).sort()).toEqual(["One", "Two words"]);

    const quiet = (await (
      await api.request(queryPath("v1", `*[_id == "none"][0]`, { returnQuery: "false" }))
    ).json()) as Record<string, unknown>;
    expect(quiet).not.toHaveProperty("query");
    expect(quiet).toHaveProperty("result", null);
  });

  it("decodes form-encoded params (spaces as +) and takes POST bodies with params and perspective", async () => {
    const response = await api.request(
      `/content/v2022-03-13/data/query/production?query=*%5Btitle+%3D%3D+%24t%5D._id&%24t=%22Two+words%22`,
    );
    expect(((await response.json()) as { result: unknown }).result).toEqual(["post-2"]);
    const posted = await staff.request(
      "/content/v2022-03-13/data/query/production?returnQuery=false",
      {
        method: "POST",
        json: {
          query: `*[_type == $t] | order(_id asc)._id`,
          params: { t: "post" },
          perspective: "drafts",
        },
      },
    );
    expect(((await posted.json()) as { result: unknown }).result).toEqual([
      "post-1",
      "post-2",
      "post-3",
    ]);
  });

  it("defaults to raw before 2025-02-19 and to published from then on (and for vX)", async () => {
    const ids = async (version: string) =>
      (
        (await (
          await staff.request(queryPath(version, `*[_type == "post"] | order(_id asc)._id`))
        ).json()) as { result: string[] }
      ).result;
    expect(await ids("v2022-03-13")).toEqual(["drafts.post-3", "post-1", "post-2"]);
    expect(await ids("v1")).toEqual(["drafts.post-3", "post-1", "post-2"]);
    expect(await ids("v2025-02-19")).toEqual(["post-1", "post-2"]);
    expect(await ids("vX")).toEqual(["post-1", "post-2"]);
    // The anonymous raw default sees only public documents.
    const anonymous = (await (
      await api.request(queryPath("v2022-03-13", `*[_type == "post"]._id`))
    ).json()) as { result: string[] };
    expect(anonymous.result.sort()).toEqual(["post-1", "post-2"]);
  });

  it("keeps narrowed queries exact: a second * is not narrowed, slugs and ids resolve, joins follow drafts", async () => {
    const count = (await (
      await api.request(
        queryPath(
          "v1",
          `*[_type == "post"][0]{"all": count(*), "authors": count(*[_type == "author"])}`,
        ),
      )
    ).json()) as { result: { all: number; authors: number } };
    expect(count.result).toEqual({ all: 3, authors: 1 });

    const bySlug = (await (
      await api.request(queryPath("v1", `*[slug.current == "two"][0].title`))
    ).json()) as { result: unknown };
    expect(bySlug.result).toBe("Two words");
    const byIds = (await (
      await api.request(
        queryPath("v1", `*[_id in ["post-1", "post-2", "nope"]] | order(_id desc)._id`),
      )
    ).json()) as { result: unknown };
    expect(byIds.result).toEqual(["post-2", "post-1"]);

    const joined = await staff.request(
      queryPath(
        "v1",
        `*[_type == "post" && slug.current == "one"][0]{title, "author": author->name}`,
        { perspective: "drafts" },
      ),
    );
    expect(((await joined.json()) as { result: unknown }).result).toEqual({
      title: "One",
      author: "Ada (draft)",
    });
    const published = await api.request(
      queryPath("v1", `*[slug.current == "one"][0].author->name`),
    );
    expect(((await published.json()) as { result: unknown }).result).toBe("Ada");
  });

  it("sees a mutation in the next query without reloading, in every view", async () => {
    const slugOfPost2 = async () =>
      (
        (await (
          await api.request(queryPath("v1", `*[_id == "post-2"][0].slug.current`))
        ).json()) as { result: unknown }
      ).result;
    expect(await slugOfPost2()).toBe("two");
    expect(await slugOfPost2()).toBe("two"); // the second answer comes from the result cache
    await staff.request("/content/v1/data/mutate/production", {
      method: "POST",
      json: { mutations: [{ patch: { id: "post-2", set: { slug: { current: "deux" } } } }] },
    });
    const moved = await api.request(queryPath("v1", `*[slug.current == $s]._id`, { $s: '"deux"' }));
    expect(((await moved.json()) as { result: unknown }).result).toEqual(["post-2"]);
    expect(await slugOfPost2()).toBe("deux");
    const old = await api.request(queryPath("v1", `*[slug.current == "two"]._id`));
    expect(((await old.json()) as { result: unknown }).result).toEqual([]);
  });

  it("matches one document against a listen filter", async () => {
    const store = await contentStoreFor(api.deps);
    const post = store.getDocuments(["post-1"])[0] as ContentDocument;
    expect(await store.matches(`*[_type == "post"]`, {}, post)).toBe(true);
    expect(await store.matches(`*[_type == $t]{title}`, { t: "author" }, post)).toBe(false);
    expect(await store.matches(`*[_type == "post" && slug.current == "one"][0]`, {}, post)).toBe(
      true,
    );
  });

  it("reads documents with the doc endpoint: existence, permission and excludeContent", async () => {
    const response = await api.request(
      "/content/v1/data/doc/production/post-1,missing,drafts.post-3",
    );
    expect(await response.json()).toMatchObject({
      documents: [{ _id: "post-1" }],
      omitted: [
        { id: "missing", reason: "existence" },
        { id: "drafts.post-3", reason: "permission" },
      ],
    });
    const exists = await staff.request(
      "/content/v1/data/doc/production/drafts.post-3,missing?excludeContent=true",
    );
    expect(await exists.json()).toEqual({
      documents: [],
      omitted: [{ id: "missing", reason: "existence" }],
    });
  });

  it("answers CORS preflights for the content client's headers", async () => {
    const origin = api.deps.config.corsOrigins[0];
    const response = await api.request("/content/v1/data/query/production", {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "GET",
        "access-control-request-headers": "authorization,x-sanity-project-id",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(origin);
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
    expect(response.headers.get("access-control-allow-headers")).toMatch(/X-Sanity-Project-ID/);
  });

  it("gives 400s with Sanity bodies for bad queries and params", async () => {
    const parse = await api.request(queryPath("v1", `*[_type == `));
    expect(parse.status).toBe(400);
    expect(await parse.json()).toMatchObject({
      error: {
        type: "queryParseError",
        query: `*[_type == `,
        start: expect.any(Number),
        end: expect.any(Number),
      },
    });
    const notImplemented = await api.request(queryPath("v1", `*[geo::distance(a, b) > 1]`));
    expect(notImplemented.status).toBe(400);
    const missingQuery = await api.request(`/content/v1/data/query/production`);
    expect(missingQuery.status).toBe(400);
    const badPerspective = await api.request(queryPath("v1", `*`, { perspective: "everything" }));
    expect(badPerspective.status).toBe(400);
    const badJson = await api.request("/content/v1/data/query/production", {
      method: "POST",
      body: "nope",
      headers: { "content-type": "application/json" },
    });
    expect(badJson.status).toBe(400);
  });
});
