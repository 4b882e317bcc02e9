import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drawings, productImageSvg, type DrawingKind } from "./illustrations";
import { seedProducts } from "./products";

const kinds = Object.keys(drawings) as DrawingKind[];
const colours = { colour: "#b0532e", accent: "#3b2a20" };

describe("product illustrations", () => {
  it.each(kinds)("draws %s as an 800 × 800 image, alone and in a room", async (kind) => {
    for (const view of ["product", "room"] as const) {
      const svg = productImageSvg(kind, colours, view);
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="800"/,
      );
      expect(svg).not.toMatch(/NaN|undefined/);

      const { width, height } = await sharp(Buffer.from(svg)).metadata();
      expect([width, height]).toEqual([800, 800]);
      // Something is drawn: the picture is not one flat colour (checked on a quarter-size render).
      const { channels } = await sharp(Buffer.from(svg), { density: 18 }).stats();
      expect(channels[0].stdev).toBeGreaterThan(5);
    }
  });

  it("gives different products different pictures", () => {
    const pictures = seedProducts.map((product) =>
      productImageSvg(
        product.drawing,
        { colour: product.colour, accent: product.accent },
        "product",
      ),
    );
    expect(new Set(pictures).size).toBe(pictures.length);
  });
});
