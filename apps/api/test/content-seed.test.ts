// The seeded content over the real content API (issue 5 "Seed content"): the theme, site settings,
// pages, showrooms and areas are there and valid (slugs, SEO, every internal link resolving),
// the draft shows only to previews, images are stored as assets when asked for, and seeding again
// changes nothing.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SanityClient } from "@sanity/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../src/seed";
import { seedContent } from "../src/seed/content";
import { contentClient } from "./fixtures/content";
import { signInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

type Json = Record<string, unknown>;
interface Doc extends Json {
  _id: string;
  _type: string;
  _rev: string;
}

const clientFor = (api: TestApi, token?: string) =>
  contentClient(api, { token, apiVersion: "2025-02-19" });

function objectsIn(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (value && typeof value === "object") {
    return [value as Json, ...Object.values(value).flatMap(objectsIn)];
  }
  return [];
}

const PAGE_TYPES = ["page", "locations", "locationsWeServe"];

describe.each(databaseKinds)("seed content on %s", (kind) => {
  let api: TestApi;
  let published: SanityClient;
  let raw: SanityClient;
  beforeAll(async () => {
    api = await startTestApi(kind);
    published = clientFor(api);
    raw = clientFor(api, (await signInStaff(api)).token).withConfig({ perspective: "raw" });
  });
  afterAll(() => api?.close());

  it("seeds the theme settings with at least two themes, the current one among them", async () => {
    const theme = await published.fetch<Json>(`*[_type == "themeSettings"][0]`);
    expect(theme._id).toBe("themeSettings");
    const themes = theme.themes as { name: string; mode: string; colors: Json }[];
    expect(themes.length).toBeGreaterThanOrEqual(2);
    expect(themes.map((t) => t.name)).toContain(theme.currentTheme);
    expect(themes.map((t) => t.mode).sort()).toEqual(["dark", "light"]);
  });

  it("seeds site settings with navigation, footer, default SEO and an Organization schema", async () => {
    const site = await published.fetch<Json>(`*[_id == "siteSettings"][0]`);
    expect((site.navigation as unknown[]).length).toBeGreaterThan(0);
    expect((site.footer as { links: unknown[] }).links.length).toBeGreaterThan(0);
    expect((site.seo as { key: string }[]).map((entry) => entry.key)).toContain("page-title");
    expect((site.seoSchema as Json)["@type"]).toBe("Organization");
  });

  it("seeds the home page, three marketing pages, three showrooms and three areas, each with a slug and SEO", async () => {
    const pages = await published.fetch<
      {
        _type: string;
        slug: string;
        title: string;
        seo: { key: string; content?: string }[];
        seoSchema: Json;
      }[]
    >(`*[_type in $types]{_type, "slug": slug.current, title, seo, seoSchema}`, {
      types: PAGE_TYPES,
    });
    const slugsOf = (type: string) =>
      pages
        .filter((p) => p._type === type)
        .map((p) => p.slug)
        .sort();
    expect(slugsOf("page")).toEqual(["about", "contact", "home", "trade-programme"]);
    expect(slugsOf("locations").length).toBeGreaterThanOrEqual(3);
    expect(slugsOf("locationsWeServe").length).toBeGreaterThanOrEqual(3);
    for (const page of pages) {
      expect(page.slug, page.title).toMatch(/^[a-z0-9-]+$/);
      expect(page.seo.find((entry) => entry.key === "page-title")?.content).toBeTruthy();
      expect(Object.keys(page.seoSchema).length).toBeGreaterThan(0);
    }
    // The published about page is not the draft.
    const about = await published.fetch<Json>(`*[_type == "page" && slug.current == "about"][0]`);
    expect(about._id).toBe("about");
    expect(about.title).toBe("About Atelier");
  });

  it("resolves every internal link to a seeded document of its reference type", async () => {
    const documents = await raw.fetch<Doc[]>(`*[!(_id in path("_.**"))]`);
    const byId = new Map(documents.map((d) => [d._id, d]));
    const links = objectsIn(documents).filter((o) => o._type === "link");
    expect(links.length).toBeGreaterThan(10);
    const internal = links.filter((link) => link.linkType === "linkInternal");
    for (const link of internal) {
      const target = byId.get((link.internalLink as { _ref: string })._ref);
      expect(target, JSON.stringify(link)).toBeDefined();
      expect(link.referenceType).toBe(target!._type);
      expect(target!.slug).toMatchObject({ _type: "slug", current: expect.any(String) });
    }
    // The dereference the storefront uses works through the API.
    const joined = await published.fetch<{ type: string; slug: string }[]>(
      `*[_id == "home"][0].body[].markDefs[defined(internalLink)]{"type": internalLink->_type, "slug": internalLink->slug.current}`,
    );
    expect(new Set(joined.map((link) => link.type))).toEqual(
      new Set(["locations", "locationsWeServe", "page"]),
    );
    expect(joined.map((link) => link.slug)).toContain("home");
    expect(joined.every((link) => typeof link.slug === "string")).toBe(true);
  });

  it("has a contact page with a contact form block", async () => {
    const form = await published.fetch<Json>(
      `*[_id == "contact"][0].body[_type == "formBlock"][0]`,
    );
    expect(form.formId).toBe("contact");
    expect((form.fields as { name: string }[]).map((f) => f.name)).toContain("email");
  });

  it("keeps the about draft for previews only", async () => {
    const query = `*[_type == "page" && slug.current == "about"][0]{_id, title}`;
    expect((await published.fetch<Json>(query)).title).toBe("About Atelier");
    const preview = await raw.fetch<Json>(query, {}, { perspective: "drafts" });
    expect(preview.title).toBe("About Atelier (draft)");
  });

  it("changes nothing when seeded again", async () => {
    const before = await raw.fetch<Doc[]>(`*[]{_id, _rev} | order(_id asc)`);
    await seedDemoData(api.deps, { images: false });
    expect((await seedContent(api.deps)).created).toEqual([]);
    const after = await raw.fetch<Doc[]>(`*[]{_id, _rev} | order(_id asc)`);
    expect(after).toEqual(before);
  });

  // Starting a database of its own and drawing the illustrations is set-up, with the hooks' time
  // budget: on a busy machine it alone can take longer than a test's.
  describe("with images", () => {
    let dataDir: string;
    let fresh: TestApi;
    let firstSeed: Awaited<ReturnType<typeof seedContent>>;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), "atelier-content-seed-"));
      fresh = await startTestApi(kind, { seed: false, env: { DATA_DIR: dataDir } });
      firstSeed = await seedContent(fresh.deps, { images: true });
    });
    afterAll(async () => {
      await fresh?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it("stores the illustrations as image assets and puts them in the pages", async () => {
      expect(firstSeed.created).toContain("home");
      const client = clientFor(fresh);
      const assets = await client.fetch<{ _id: string; url: string }[]>(
        `*[_type == "sanity.imageAsset"]{_id, url}`,
      );
      expect(assets.length).toBeGreaterThanOrEqual(7);
      const images = await client.fetch<{ ref: string; alt: string }[]>(
        `*[_type in $types].body[_type == "image"]{"ref": asset._ref, alt}`,
        { types: PAGE_TYPES },
      );
      expect(images.length).toBeGreaterThanOrEqual(4);
      for (const image of images) expect(assets.map((a) => a._id)).toContain(image.ref);
      const showroom = await client.fetch<{ url: string }>(
        `*[_id == "location-shoreditch"][0].image.asset->{url}`,
      );
      const file = await fetch(showroom.url.replace(/^https?:\/\/[^/]+/, fresh.url));
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toMatch(/^image\//);
    });

    it("creates nothing when seeded with images again", async () => {
      expect((await seedContent(fresh.deps, { images: true })).created).toEqual([]);
    });
  });
});
