import type { StaticImageData } from "next/image";
import { describe, expect, it } from "vitest";
import { assertRenderableImage } from "./image-source";

const chair: StaticImageData = { src: "/chair.webp", width: 800, height: 600 };

describe("assertRenderableImage", () => {
  it("accepts a URL with the default loader", () => {
    expect(() =>
      assertRenderableImage("https://cdn.example/chair.webp", "default", undefined),
    ).not.toThrow();
  });

  it("accepts a complete static image object", () => {
    expect(() => assertRenderableImage(chair, "default", undefined)).not.toThrow();
  });

  it("accepts a missing source, which is shown as the fallback", () => {
    expect(() => assertRenderableImage(null, "default", undefined)).not.toThrow();
  });

  it("throws when loader mode is requested without a custom loader", () => {
    expect(() => assertRenderableImage("/chair.webp", "loader", undefined)).toThrow(/loader/);
  });

  it("accepts loader mode with a custom loader", () => {
    const loader = ({ src, width }: { src: string; width: number }) => `${src}?w=${width}`;
    expect(() => assertRenderableImage("/chair.webp", "loader", loader)).not.toThrow();
  });

  it("throws when a static image object lacks its width and height", () => {
    const partial = { src: "/chair.webp" } as StaticImageData;
    expect(() => assertRenderableImage(partial, "default", undefined)).toThrow(
      "lacks width, height",
    );
  });

  it("throws when a static image object lacks its src", () => {
    const partial = { width: 10, height: 10 } as StaticImageData;
    expect(() => assertRenderableImage(partial, "default", undefined)).toThrow("lacks src");
  });
});
