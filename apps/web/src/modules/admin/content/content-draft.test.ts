import { describe, expect, it } from "vitest";
import {
  cleanSeoEntries,
  colorInputValue,
  newSeoEntry,
  seoProblems,
  themeProblems,
  withThemeColor,
  withThemeFont,
} from "./content-draft";

const settings = {
  currentTheme: "Studio",
  themes: [
    { _key: "a", name: "Studio", colors: { light: { background: "#fff", primary: "#000" } } },
    { _key: "b", name: "Evening", mode: "dark" },
  ],
};

describe("theme draft", () => {
  it("changes one colour or font of one theme and nothing else", () => {
    const next = withThemeColor(settings, 1, "dark", "primary", "#abcdef");
    expect(next.themes?.[1]?.colors?.dark?.primary).toBe("#abcdef");
    expect(next.themes?.[0]).toBe(settings.themes[0]);
    expect(withThemeFont(settings, 0, "Georgia").themes?.[0]?.font).toBe("Georgia");
    expect(settings.themes[0]?.colors?.light?.background).toBe("#fff");
  });
  it("feeds colour inputs six-character hex", () => {
    expect(colorInputValue("#FfF")).toBe("#ffffff");
    expect(colorInputValue("#123456")).toBe("#123456");
    expect(colorInputValue("blue")).toBe("#000000");
  });
  it("names what cannot be published", () => {
    expect(themeProblems(settings)).toEqual([]);
    expect(themeProblems({ ...settings, currentTheme: "Gone" })).toEqual([
      "Choose the current theme.",
    ]);
    expect(themeProblems(withThemeColor(settings, 0, "light", "secondary", "red"))[0]).toMatch(
      /light secondary colour/,
    );
  });
});

describe("SEO entries", () => {
  it("start empty with a key of their own", () => {
    expect(newSeoEntry(() => 0.5)).toEqual({ _key: "i", key: "", content: "", href: "" });
  });
  it("are trimmed and need a key and a content or an address", () => {
    expect(
      cleanSeoEntries([{ _key: "k", key: " description ", content: " Hi ", href: " " }]),
    ).toEqual([{ _key: "k", key: "description", content: "Hi" }]);
    expect(seoProblems([{ _key: "k", key: "", content: "", href: "" }])).toEqual([
      "Entry 1: a key is required.",
      "Entry 1: give a content or an address.",
    ]);
  });
});
