import { describe, expect, it } from "vitest";
import { contentImageUrl, RICH_TEXT_IMAGE_SIZE } from "./image-url";

const size = { width: RICH_TEXT_IMAGE_SIZE, height: RICH_TEXT_IMAGE_SIZE };

describe("contentImageUrl", () => {
  it("builds a webp URL under the API's /content/images path", () => {
    const url = contentImageUrl(
      "http://localhost:9000/",
      { _type: "image", asset: { _ref: "image-abc123-1200x800-jpg" } },
      size,
    );
    expect(url).not.toBeNull();
    const parsed = new URL(url!);
    expect(parsed.origin + parsed.pathname).toBe(
      "http://localhost:9000/content/images/atelier/production/abc123-1200x800.jpg",
    );
    expect(parsed.searchParams.get("fm")).toBe("webp");
    expect(parsed.searchParams.get("w")).toBe("500");
    expect(parsed.searchParams.get("h")).toBe("500");
  });

  it("answers null for an image without an asset", () => {
    expect(contentImageUrl("http://localhost:9000", { _type: "image" } as never, size)).toBeNull();
  });
});
