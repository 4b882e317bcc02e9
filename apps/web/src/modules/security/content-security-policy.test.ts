import { describe, expect, it } from "vitest";
import { pageScripts } from "@/modules/scripts/script-tags";
import {
  contentSecurityPolicy,
  createNonce,
  type ContentSecurityPolicyInput,
} from "./content-security-policy";

const noScripts = { gtmId: "", analyticsSiteId: "", analyticsUrl: "", accessibilityWidgetUrl: "" };

const shop: ContentSecurityPolicyInput = {
  nonce: "bm9uY2U=",
  development: false,
  publicApiUrl: "http://127.0.0.1:9000",
  formEndpoint: "http://127.0.0.1:9000/forms",
  scripts: pageScripts(noScripts),
  upgradeInsecureRequests: false,
};

/** The policy as directive → sources, so tests read one directive at a time. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name, ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("runs only scripts that carry the request's nonce, and never eval in production", () => {
    const scriptSrc = directives(contentSecurityPolicy(shop))["script-src"];
    expect(scriptSrc).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"]);
  });

  it("allows eval under next dev only", () => {
    const policy = directives(contentSecurityPolicy({ ...shop, development: true }));
    expect(policy["script-src"]).toContain("'unsafe-eval'");
  });

  it("lets the browser reach the API for data, the theme's event stream and images", () => {
    const policy = directives(contentSecurityPolicy(shop));
    expect(policy["connect-src"]).toEqual(["'self'", "http://127.0.0.1:9000"]);
    expect(policy["img-src"]).toContain("http://127.0.0.1:9000");
    expect(policy["form-action"]).toEqual(["'self'", "http://127.0.0.1:9000"]);
  });

  it("posts forms to a form service elsewhere when FORM_ENDPOINT names one", () => {
    const policy = directives(
      contentSecurityPolicy({ ...shop, formEndpoint: "https://forms.example.com/f/atelier" }),
    );
    expect(policy["form-action"]).toEqual(["'self'", "https://forms.example.com"]);
  });

  it("forbids framing, plugins and a foreign <base>", () => {
    const policy = directives(contentSecurityPolicy(shop));
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
  });

  it("keeps inline styles (style attributes, toasts, theme variables) without a nonce", () => {
    expect(directives(contentSecurityPolicy(shop))["style-src"]).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
  });

  it("names no third-party origin while no page script is configured", () => {
    const policy = contentSecurityPolicy(shop);
    expect(policy).not.toMatch(/googletagmanager|https:\/\//);
  });

  it("allows each configured page script's origin where that script needs it", () => {
    const policy = directives(
      contentSecurityPolicy({
        ...shop,
        scripts: pageScripts({
          gtmId: "GTM-ABC123",
          analyticsSiteId: "atelier",
          analyticsUrl: "https://stats.example.com/js/tracker.js",
          accessibilityWidgetUrl: "https://widget.example.net/a11y.js",
        }),
      }),
    );
    const gtm = "https://www.googletagmanager.com";
    for (const directive of ["script-src", "img-src", "connect-src", "frame-src"]) {
      expect(policy[directive]).toContain(gtm);
    }
    for (const directive of ["script-src", "img-src", "connect-src"]) {
      expect(policy[directive]).toContain("https://stats.example.com");
    }
    for (const directive of ["script-src", "style-src", "font-src", "connect-src"]) {
      expect(policy[directive]).toContain("https://widget.example.net");
    }
    expect(policy["frame-src"]).not.toContain("https://stats.example.com");
  });

  it("lists an origin once when the API also serves a page script", () => {
    const policy = directives(
      contentSecurityPolicy({
        ...shop,
        scripts: pageScripts({
          ...noScripts,
          accessibilityWidgetUrl: "http://127.0.0.1:9000/widget.js",
        }),
      }),
    );
    expect(policy["connect-src"]).toEqual(["'self'", "http://127.0.0.1:9000"]);
  });

  it("asks for https sub-resources only when the shop itself is served over https", () => {
    expect(contentSecurityPolicy(shop)).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ ...shop, upgradeInsecureRequests: true })).toMatch(
      /; upgrade-insecure-requests$/,
    );
  });
});

describe("createNonce", () => {
  it("is 128 random bits in base64, different on every call", () => {
    const first = createNonce();
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(first);
  });
});
