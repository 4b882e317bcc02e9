// Issue 16: a content page's leading picture loads at once and first (it is a phone's largest
// paint); every other picture, and any on a body that does not lead its page, loads lazily.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText } from "./rich-text";

const API = "http://127.0.0.1:9000";
const paragraph = (key: string) => ({
  _type: "block",
  _key: key,
  style: "normal",
  children: [{ _type: "span", _key: `${key}s`, text: "Made by hand.", marks: [] }],
  markDefs: [],
});
const image = (key: string) => ({
  _type: "image",
  _key: key,
  alt: `picture ${key}`,
  asset: { _ref: "image-abc123-1000x800-jpg", _type: "reference" },
});

function imageTags(value: unknown[], eagerFirstImage: boolean): string[] {
  const html = renderToString(
    createElement(RichText, { value, publicApiUrl: API, eagerFirstImage }),
  );
  return html.match(/<img[^>]*>/g) ?? [];
}

describe("RichText pictures", () => {
  it("loads the first picture of a leading body eagerly, with high priority, and the rest lazily", () => {
    const [first, second] = imageTags(
      [paragraph("a"), image("i1"), paragraph("b"), image("i2")],
      true,
    );
    expect(first).toContain('alt="picture i1"');
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
    expect(second).toContain('loading="lazy"');
    expect(second).not.toContain("fetchPriority");
  });

  it("keeps every picture lazy when the body does not lead the page", () => {
    for (const tag of imageTags([image("i1"), image("i2")], false)) {
      expect(tag).toContain('loading="lazy"');
      expect(tag).not.toContain("fetchPriority");
    }
  });

  it("keeps a picture lazy when it comes after the body's first blocks", () => {
    const body = [paragraph("a"), paragraph("b"), paragraph("c"), paragraph("d"), image("i1")];
    const [tag] = imageTags(body, true);
    expect(tag).toContain('loading="lazy"');
  });
});
