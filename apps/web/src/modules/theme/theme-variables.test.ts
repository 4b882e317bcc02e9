import { describe, expect, it } from "vitest";
import {
  DEFAULT_THEME_VARIABLES,
  currentTheme,
  FONT_FALLBACK_STACK,
  hexToRgbTriple,
  themeFontStack,
  themeMode,
  themeScope,
  themeVariables,
  type Theme,
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
    expect(variables["--theme-font"]).toBe(
      `"Georgia", "Open Sans", var(--font-open-sans), ${FONT_FALLBACK_STACK}`,
    );
    expect(variables["--theme-border-radius"]).toBe("4px");
    expect(variables["--theme-spacing"]).toBe("1.5rem");
    expect(variables["--theme-font-weight"]).toBe("500");
    expect(variables["--theme-font-size"]).toBe("17px");
  });
  it("defaults: light mode, Open Sans, the first theme, the shop's palette without a document", () => {
    const light = themeVariables({ currentTheme: "missing", themes: settings.themes });
    expect(light["--theme-background"]).toBe("255, 255, 255");
    expect(light["--theme-font"]).toBe(
      `"Open Sans", var(--font-open-sans), ${FONT_FALLBACK_STACK}`,
    );
    expect(light["--theme-border-radius"]).toBe("0px");
    expect(light["--theme-spacing"]).toBe("1rem");
    expect(light["--theme-font-weight"]).toBe("400");
    expect(light["--theme-font-size"]).toBe("16px");
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
  it("ignores negative, unitless-text and out-of-bounds design values", () => {
    const bad = [
      { borderRadius: "-4px", spacing: "160px", fontWeight: 450, fontSize: "1.1em" },
      { borderRadius: -1, spacing: "50%", fontWeight: "heavy", fontSize: 40 },
      { borderRadius: "4 px", spacing: "0.1rem", fontWeight: null, fontSize: "2rem" },
      { borderRadius: Number.NaN, spacing: 2, fontWeight: "", fontSize: "10px" },
    ];
    for (const theme of bad) {
      const variables = themeVariables({ themes: [theme as unknown as Theme] });
      for (const name of [
        "--theme-border-radius",
        "--theme-spacing",
        "--theme-font-weight",
        "--theme-font-size",
      ] as const) {
        expect(variables[name], `${name} of ${JSON.stringify(theme)}`).toBe(
          DEFAULT_THEME_VARIABLES[name],
        );
      }
    }
  });
  it("takes the seed's design values and in-bounds edits as they are", () => {
    const variables = themeVariables({
      themes: [
        { borderRadius: "12px", spacing: "1.25rem", fontWeight: "300", fontSize: "1.125rem" },
      ],
    });
    expect(variables["--theme-border-radius"]).toBe("12px");
    expect(variables["--theme-spacing"]).toBe("1.25rem");
    expect(variables["--theme-font-weight"]).toBe("300");
    expect(variables["--theme-font-size"]).toBe("1.125rem");
    expect(
      themeVariables({ themes: [{ borderRadius: "50%", spacing: 12, fontSize: 18 }] }),
    ).toMatchObject({
      "--theme-border-radius": "50%",
      "--theme-spacing": "12px",
      "--theme-font-size": "18px",
    });
  });
});

describe("themeFontStack", () => {
  it("serves Open Sans itself, whatever the case of its name", () => {
    expect(themeFontStack("Open Sans")).toBe(
      `"Open Sans", var(--font-open-sans), ${FONT_FALLBACK_STACK}`,
    );
    expect(themeFontStack("open sans")).toBe(themeFontStack("Open Sans"));
  });
  it("puts another font first, then Open Sans, then the system stack", () => {
    expect(themeFontStack("Georgia")).toBe(
      `"Georgia", "Open Sans", var(--font-open-sans), ${FONT_FALLBACK_STACK}`,
    );
  });
  it("falls back to Open Sans for a font name that is not safe or is empty", () => {
    for (const font of ["", "   ", "Bad;Name", "a".repeat(65), 12]) {
      expect(themeVariables({ themes: [{ font } as unknown as Theme] })["--theme-font"]).toBe(
        DEFAULT_THEME_VARIABLES["--theme-font"],
      );
    }
    expect(DEFAULT_THEME_VARIABLES["--theme-font"]).toBe(themeFontStack("Open Sans"));
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
