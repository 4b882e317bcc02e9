// The shop's Content-Security-Policy (issue 11, docs/adr/0005-security-headers.md), built per
// request by proxy.ts: scripts run only with the request's nonce (and what those scripts load);
// the API, the form endpoint and the configured page scripts are the only other origins allowed.
import type { PageScripts } from "@/modules/scripts/script-tags";
import { GTM_SCRIPT_ORIGIN } from "@/modules/scripts/script-tags";

/** The request header that hands the nonce to server components (`headers().get(...)`). */
export const NONCE_HEADER = "x-nonce";

export interface ContentSecurityPolicyInput {
  nonce: string;
  /** `next dev`: React's development build evaluates server error stacks with eval. */
  development: boolean;
  /** The API as the browser reaches it: catalogue and content calls, the theme's SSE, images. */
  publicApiUrl: string;
  /** Where the shop's forms post (FORM_ENDPOINT); it redirects back to the shop. */
  formEndpoint: string;
  /** The page scripts that are configured (and well-formed) on this shop. */
  scripts: PageScripts;
  /** The shop is served over https: the browser should upgrade any http sub-resource. */
  upgradeInsecureRequests: boolean;
}

type Directive =
  | "default-src"
  | "script-src"
  | "style-src"
  | "img-src"
  | "font-src"
  | "connect-src"
  | "frame-src"
  | "form-action"
  | "base-uri"
  | "object-src"
  | "frame-ancestors";

function originOf(url: string): string | undefined {
  try {
    const { origin } = new URL(url);
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Directive → sources; an origin is listed once however many reasons there are for it. */
class Policy {
  private readonly directives = new Map<Directive, Set<string>>();

  allow(directive: Directive, ...sources: (string | undefined)[]): this {
    const list = this.directives.get(directive) ?? new Set<string>();
    for (const source of sources) if (source) list.add(source);
    this.directives.set(directive, list);
    return this;
  }

  toString(): string {
    return [...this.directives]
      .map(([directive, sources]) => [directive, ...sources].join(" "))
      .join("; ");
  }
}

export function contentSecurityPolicy(input: ContentSecurityPolicyInput): string {
  const apiOrigin = originOf(input.publicApiUrl);
  const policy = new Policy()
    .allow("default-src", "'self'")
    // 'strict-dynamic' lets the nonce'd scripts (Next's runtime, the tag manager) load what they
    // need; 'self' and the script origins below are only read by browsers without CSP level 3.
    .allow(
      "script-src",
      "'self'",
      `'nonce-${input.nonce}'`,
      "'strict-dynamic'",
      input.development ? "'unsafe-eval'" : undefined,
    )
    // React style attributes, react-hot-toast's injected <style> and the theme's variables on
    // <html> are inline styles; a nonce here would make browsers ignore 'unsafe-inline'.
    .allow("style-src", "'self'", "'unsafe-inline'")
    .allow("img-src", "'self'", "data:", "blob:", apiOrigin)
    .allow("font-src", "'self'")
    .allow("connect-src", "'self'", apiOrigin)
    .allow("frame-src", "'self'")
    .allow("form-action", "'self'", originOf(input.formEndpoint))
    .allow("base-uri", "'self'")
    .allow("object-src", "'none'")
    // Nothing embeds the shop (preview opens as a page of its own): no clickjacking frames.
    .allow("frame-ancestors", "'none'");

  const { gtm, analytics, accessibilityWidget } = input.scripts;
  if (gtm) {
    // The container script, its pixels and requests, and the no-script iframe.
    for (const directive of ["script-src", "img-src", "connect-src", "frame-src"] as const) {
      policy.allow(directive, GTM_SCRIPT_ORIGIN);
    }
  }
  if (analytics) {
    // The tracker script and the hits it sends (fetch/beacon, or an image when those fail).
    const origin = originOf(analytics.src);
    for (const directive of ["script-src", "img-src", "connect-src"] as const) {
      policy.allow(directive, origin);
    }
  }
  if (accessibilityWidget) {
    // The widget draws its own panel: its script, settings, icons, stylesheet and fonts.
    const origin = originOf(accessibilityWidget.src);
    for (const directive of [
      "script-src",
      "img-src",
      "connect-src",
      "style-src",
      "font-src",
    ] as const) {
      policy.allow(directive, origin);
    }
  }

  const header = policy.toString();
  return input.upgradeInsecureRequests ? `${header}; upgrade-insecure-requests` : header;
}

/** A fresh, unguessable nonce for one response (128 random bits, base64). */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
