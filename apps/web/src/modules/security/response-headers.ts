// The security headers every answer of the shop carries, pages and files alike (next.config.ts
// `headers()`); the Content-Security-Policy is per request and comes from proxy.ts instead.
// Imported by next.config.ts, so it stays free of path aliases and server-only modules.

/**
 * Powerful browser features the shop never uses, switched off for it and for anything it
 * embeds. Only names every Chromium build knows: an unknown one costs a console error on every
 * page (Debian's Linux build does not know "bluetooth", so it is left out).
 */
export const DISABLED_BROWSER_FEATURES = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

export const SECURITY_HEADERS: { key: string; value: string }[] = [
  // Browsers take a file for what its Content-Type says, never for what its bytes look like.
  { key: "X-Content-Type-Options", value: "nosniff" },
  // Other sites see only the shop's origin, never a path with an order or reset token in it.
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: DISABLED_BROWSER_FEATURES.map((feature) => `${feature}=()`).join(", "),
  },
  // For browsers that predate CSP frame-ancestors: nothing may frame the shop.
  { key: "X-Frame-Options", value: "DENY" },
];
