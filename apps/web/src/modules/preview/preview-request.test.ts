import { describe, expect, it } from "vitest";
import { previewPath, secretMatches, withoutPreviewParams } from "./preview-request";

describe("secretMatches", () => {
  it("matches only the configured, non-empty secret", () => {
    expect(secretMatches("s3cret", "s3cret")).toBe(true);
    expect(secretMatches("s3cre", "s3cret")).toBe(false);
    expect(secretMatches("s3cretx", "s3cret")).toBe(false);
    expect(secretMatches(null, "s3cret")).toBe(false);
    expect(secretMatches("", "")).toBe(false);
  });
});

describe("previewPath", () => {
  it("turns a slug into a same-site path", () => {
    expect(previewPath("about")).toBe("/about");
    expect(previewPath("/locations/soho/")).toBe("/locations/soho");
    expect(previewPath("home")).toBe("/");
    expect(previewPath("")).toBe("/");
  });
  it("refuses addresses that leave the site", () => {
    expect(previewPath("//evil.test")).toBeUndefined();
    expect(previewPath("https://evil.test")).toBeUndefined();
    expect(previewPath("../admin")).toBeUndefined();
    expect(previewPath(null)).toBeUndefined();
  });
});

describe("withoutPreviewParams", () => {
  it("drops secret and slug and keeps the rest", () => {
    expect(withoutPreviewParams("/about", new URLSearchParams("secret=x&slug=about"))).toBe(
      "/about",
    );
    expect(withoutPreviewParams("/shop", new URLSearchParams("secret=x&slug=a&page=2"))).toBe(
      "/shop?page=2",
    );
  });
});
