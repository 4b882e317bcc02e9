import { describe, expect, it } from "vitest";
import {
  DEFAULT_THEME_VARIABLES,
  currentTheme,
  hexToRgbTriple,
  themeMode,
  themeScope,
  themeVariables,
  type ThemeSettings,
} from "./theme-variables";

describe("hexToRgbTriple", () => {
  it("turns six- and three-character hex into a comma-separated triple", () => {
    expect(hexToRgbTriple("#ffffff")).toBe("255, 255, 255");
    expect(hexToRgbTriple("#fff")).toBe("255, 255, 255");
    expect(hexToRgbTriple("#1F1b17")).toBe("31, 27, 23");
    expect(hexToRgbTriple("a0c")).toBe("170, 0, 204");
  });
  it("ignores what is not a hex colour", () => {
    for (const bad of ["#ffff", "#gggggg", "red", "", "#12345", null, 12, undefined]) {
      expect(hexToRgbTriple(bad)).toBeUndefined();
    }
  });
});

const settings: ThemeSettings = {
  currentTheme: "Evening",
  themes: [
    {
      name: "Studio",
      colors: { light: { background: "#fff", primary: "#000", secondary: "#f00" } },
    },
    {
      name: "Evening",
      mode: "dark",
      font: "Georgia",
      borderRadius: 4,
      spacing: "1.5rem",
      fontWeight: 500,
      fontSize: "17",
      colors: {
        light: { background: "#ffffff", primary: "#111111", secondary: "#222222" },
        dark: { background: "#101010", primary: "#eee", secondary: "not a colour" },
      },
    },
  ],
};

describe("themeVariables", () => {
  it("uses the current theme's colours of its mode, keeping the default for an invalid one", () => {
    const variables = themeVariables(settings);
    expect(variables["--theme-background"]).toBe("16, 16, 16");
    expect(variables["--theme-primary"]).toBe("238, 238, 238");
    expect(variables["--theme-secondary"]).toBe(DEFAULT_THEME_VARIABLES["--theme-secondary"]);
    expect(variables["--theme-font"]).toMatch(/^"Georgia", /);
    expect(variables["--theme-border-radius"]).toBe("4px");
    expect(variables["--theme-spacing"]).toBe("1.5rem");
    expect(variables["--theme-font-weight"]).toBe("500");
    expect(variables["--theme-font-size"]).toBe("17px");
  });
  it("defaults: light mode, Open Sans, the first theme, the shop's palette without a document", () => {
    const light = themeVariables({ currentTheme: "missing", themes: settings.themes });
    expect(light["--theme-background"]).toBe("255, 255, 255");
    expect(light["--theme-font"]).toMatch(/^"Open Sans", .*sans-serif$/);
    expect(themeVariables(null)).toEqual(DEFAULT_THEME_VARIABLES);
    expect(themeVariables({ themes: "nope" } as unknown as ThemeSettings)).toEqual(
      DEFAULT_THEME_VARIABLES,
    );
  });
  it("lets no style-breaking text through", () => {
    const variables = themeVariables({
      themes: [{ font: 'x"; color: red', borderRadius: "1px; color: red", fontWeight: "999" }],
    });
    expect(variables["--theme-font"]).toBe(DEFAULT_THEME_VARIABLES["--theme-font"]);
    expect(variables["--theme-border-radius"]).toBe(
      DEFAULT_THEME_VARIABLES["--theme-border-radius"],
    );
    expect(variables["--theme-font-weight"]).toBe(DEFAULT_THEME_VARIABLES["--theme-font-weight"]);
  });
});

describe("theme defaults", () => {
  it("mode light and scope global unless set", () => {
    expect(themeMode(undefined)).toBe("light");
    expect(themeMode({ mode: "sepia" })).toBe("light");
    expect(themeScope({})).toBe("global");
    expect(currentTheme(undefined)).toBeUndefined();
  });
});
