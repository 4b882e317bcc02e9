// Spec §3 "Theme": the default font, Open Sans, served by the shop itself. next/font/local reads the
// files of @fontsource-variable/open-sans at build time, so pages preload them from the shop's own
// origin and nothing is fetched from a font host. One variable file (weights 300–800) per subset;
// the browser downloads latin-ext only for a page with a character from that range.
import localFont from "next/font/local";

// The face is named "Open Sans" (not next's generated name) so the theme's `font: "Open Sans"` and
// `document.fonts` both find it. Next adds a metric-matched fallback face (local Arial resized),
// which `--font-open-sans` lists, so the swap after loading barely shifts the layout.
export const openSans = localFont({
  src: "../../../../../node_modules/@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2",
  weight: "300 800",
  style: "normal",
  display: "swap",
  variable: "--font-open-sans",
  declarations: [
    { prop: "font-family", value: "Open Sans" },
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
    },
  ],
});

// Rarely needed (names like "Łódź"), so never preloaded; the fallback face comes from `openSans`.
// Nothing reads this constant: its @font-face joins the page's CSS as this module is imported.
export const openSansLatinExtended = localFont({
  src: "../../../../../node_modules/@fontsource-variable/open-sans/files/open-sans-latin-ext-wght-normal.woff2",
  weight: "300 800",
  style: "normal",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: "font-family", value: "Open Sans" },
    {
      prop: "unicode-range",
      value:
        "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF",
    },
  ],
});
