import { describe, expect, it } from "vitest";
import { cacheKey, changesImage, parseBackground, parseImageTransform } from "./image-transform";

const parse = (query: string) => parseImageTransform(new URLSearchParams(query));

describe("parseImageTransform", () => {
  it("reads what @sanity/image-url emits", () => {
    const result = parse(
      "rect=0,450,2000,1500&w=800&h=600&q=80&fit=crop&crop=top,left&auto=format&dpr=2",
    );
    expect(result).toEqual({
      ok: true,
      transform: expect.objectContaining({
        rect: { left: 0, top: 450, width: 2000, height: 1500 },
        width: 800,
        height: 600,
        quality: 80,
        fit: "crop",
        crop: ["top", "left"],
        autoFormat: true,
        dpr: 2,
      }),
    });
  });

  it("explains bad values", () => {
    expect(parse("w=0")).toEqual({ ok: false, message: "w must be between 1 and 8192, got 0." });
    expect(parse("fm=bmp")).toEqual({
      ok: false,
      message: 'fm must be one of jpg, pjpg, png, webp, got "bmp".',
    });
    expect(parse("rect=1,2")).toMatchObject({ ok: false });
    expect(parse("h=1.5")).toMatchObject({ ok: false });
    expect(parse("or=45")).toMatchObject({ ok: false });
    expect(parse("auto=compress")).toMatchObject({ ok: false });
  });

  it("ignores unknown keys, and keys the same transform the same in any order", () => {
    const a = parse("w=200&fm=webp&utm=x");
    const b = parse("fm=webp&w=200");
    if (!a.ok || !b.ok) throw new Error("expected both to parse");
    expect(cacheKey(a.transform)).toBe(cacheKey(b.transform));
    expect(changesImage(a.transform)).toBe(true);
    const plain = parse("dl=");
    expect(plain.ok && changesImage(plain.transform)).toBe(false);
  });

  it("reads RGB, RRGGBB and AARRGGBB backgrounds", () => {
    expect(parseBackground("f00")).toEqual({ r: 255, g: 0, b: 0, alpha: 1 });
    expect(parseBackground("00ff00")).toEqual({ r: 0, g: 255, b: 0, alpha: 1 });
    expect(parseBackground("000000ff")).toEqual({ r: 0, g: 0, b: 255, alpha: 0 });
  });
});
