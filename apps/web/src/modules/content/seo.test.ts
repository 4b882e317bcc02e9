import { describe, expect, it } from "vitest";
import { jsonLdText, seoHeadTags, seoMetadata, seoTags, type SeoEntry } from "./seo";

const entries: SeoEntry[] = [
  { _key: "t", key: "page-title", content: "About Atelier" },
  { _key: "d", key: "description", content: "Who we are." },
  { _key: "c", key: "canonical", href: "https://atelier.example/about" },
  { _key: "o", key: "og:title", content: "About" },
  { _key: "r", key: "robots", content: "index,follow" },
  { _key: "a", key: "alternate", href: "https://atelier.example/fr/about", rel: "alternate" },
  { _key: "empty", key: "keywords" },
];

describe("seoTags (spec §2 page shell)", () => {
  it("turns page-title into the title, entries with an href into links, the rest into metas", () => {
    expect(seoTags(entries)).toEqual([
      { kind: "title", key: "t", content: "About Atelier" },
      { kind: "meta", key: "d", attribute: "name", name: "description", content: "Who we are." },
      { kind: "link", key: "c", rel: "canonical", href: "https://atelier.example/about" },
      { kind: "meta", key: "o", attribute: "property", name: "og:title", content: "About" },
      { kind: "meta", key: "r", attribute: "name", name: "robots", content: "index,follow" },
      { kind: "link", key: "a", rel: "alternate", href: "https://atelier.example/fr/about" },
    ]);
  });

  it("accepts a missing list", () => {
    expect(seoTags(undefined)).toEqual([]);
    expect(seoTags(null)).toEqual([]);
  });
});

describe("seoMetadata and seoHeadTags", () => {
  it("gives Next the title (absolute), the description and the canonical link", () => {
    expect(seoMetadata(entries)).toEqual({
      title: { absolute: "About Atelier" },
      description: "Who we are.",
      alternates: { canonical: "https://atelier.example/about" },
    });
  });

  it("leaves every other entry to be rendered as a tag, each once", () => {
    expect(seoHeadTags(entries).map((tag) => tag.key)).toEqual(["o", "r", "a"]);
  });

  it("renders a second description as a tag instead of dropping it", () => {
    const twice = [...entries, { _key: "d2", key: "description", content: "Again." }];
    expect(seoHeadTags(twice).map((tag) => tag.key)).toEqual(["o", "r", "a", "d2"]);
    expect(seoMetadata(twice).description).toBe("Who we are.");
  });
});

describe("jsonLdText", () => {
  it("serialises an object or JSON text", () => {
    const schema = { "@context": "https://schema.org", "@type": "Organization", name: "Atelier" };
    expect(JSON.parse(jsonLdText(schema)!)).toEqual(schema);
    expect(JSON.parse(jsonLdText(JSON.stringify(schema))!)).toEqual(schema);
  });

  it("emits nothing for an empty or unreadable schema", () => {
    for (const empty of [null, undefined, "", "  ", {}, [], "not json", 42]) {
      expect(jsonLdText(empty)).toBeNull();
    }
  });

  it("escapes characters that could close the script element", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script> & \u2028" })!;
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(text).not.toContain("\u2028");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script> & \u2028");
  });
});
