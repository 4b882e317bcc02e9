import { describe, expect, it } from "vitest";
import { buildContentDocuments, SEED_IMAGE_NAMES, type SeedDocument } from "./documents";

const SITE = "https://shop.example";

type Json = Record<string, unknown>;

/** Every object anywhere inside a value. */
function objectsIn(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (value && typeof value === "object") {
    return [value as Json, ...Object.values(value).flatMap(objectsIn)];
  }
  return [];
}

const links = (documents: SeedDocument[]) =>
  objectsIn(documents).filter((object) => object._type === "link");

describe("seed content documents", () => {
  const imageIds = Object.fromEntries(
    SEED_IMAGE_NAMES.map((name, i) => [name, `image-${String(i).repeat(40)}-800x800-png`]),
  );

  it("builds the same documents every time, with unique ids and keys", () => {
    const documents = buildContentDocuments(SITE);
    expect(buildContentDocuments(SITE)).toEqual(documents);
    const ids = documents.map((document) => document._id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const document of documents) {
      for (const array of objectsIn(document).flatMap((o) => Object.values(o))) {
        if (!Array.isArray(array) || !array.every((item) => item && typeof item === "object")) {
          continue;
        }
        const keys = array.map((item: Json) => item._key).filter((key) => key !== undefined);
        expect(new Set(keys).size, document._id).toBe(keys.length);
      }
    }
  });

  it("links a showroom to the stock location of its name, and only that one", () => {
    const showrooms = buildContentDocuments(SITE, {}, { "Atelier Shoreditch": "sloc_1" }).filter(
      (document) => document._type === "locations",
    );
    expect(showrooms.map((document) => [document._id, document.stockLocationId])).toEqual([
      ["location-shoreditch", "sloc_1"],
      ["location-leith", undefined],
      ["location-ancoats", undefined],
    ]);
  });

  it("links only to documents it seeds, with every kind of spec §2", () => {
    const documents = buildContentDocuments(SITE, imageIds);
    const byId = new Map(documents.map((document) => [document._id, document]));
    const all = links(documents);
    for (const link of all) {
      if (link.linkType !== "linkInternal") continue;
      const target = byId.get((link.internalLink as { _ref: string })._ref);
      expect(target, JSON.stringify(link)).toBeDefined();
      expect(link.referenceType).toBe(target!._type);
    }
    const home = links([byId.get("home")!]);
    const kinds = new Set(
      home.map((link) =>
        link.linkType === "linkInternal"
          ? `${link.referenceType}${(link.internalLink as { _ref: string })._ref === "home" ? ":home" : ""}`
          : link.linkType === "linkExternal"
            ? `external:${link.linkTarget ?? "same"}`
            : "none",
      ),
    );
    expect([...kinds].sort()).toEqual(
      [
        "external:_blank",
        "external:same",
        "locations",
        "locationsWeServe",
        "none",
        "page",
        "page:home",
      ].sort(),
    );
  });

  it("has two themes with hex colours, one of them 3 characters, and a current theme", () => {
    const [theme] = buildContentDocuments(SITE).filter((d) => d._type === "themeSettings");
    const themes = theme.themes as { name: string; mode: string; colors: Record<string, Json> }[];
    expect(themes.length).toBeGreaterThanOrEqual(2);
    expect(themes.map((t) => t.name)).toContain(theme.currentTheme);
    expect(new Set(themes.map((t) => t.mode))).toEqual(new Set(["light", "dark"]));
    const colours = themes.flatMap((t) =>
      ["light", "dark"].flatMap((mode) =>
        ["background", "primary", "secondary"].map((name) => t.colors[mode][name] as string),
      ),
    );
    for (const colour of colours) expect(colour).toMatch(/^#([0-9a-f]{3}|[0-9a-f]{6})$/);
    expect(colours.some((colour) => colour.length === 4)).toBe(true);
  });

  it("puts image blocks only when the images exist", () => {
    const images = (documents: SeedDocument[]) =>
      objectsIn(documents).filter((object) => object._type === "image");
    expect(images(buildContentDocuments(SITE))).toEqual([]);
    const withImages = images(buildContentDocuments(SITE, imageIds));
    expect(withImages.length).toBeGreaterThanOrEqual(SEED_IMAGE_NAMES.length);
    for (const image of withImages) {
      expect(Object.values(imageIds)).toContain((image.asset as { _ref: string })._ref);
      expect(image.alt).toEqual(expect.any(String));
    }
  });
});
