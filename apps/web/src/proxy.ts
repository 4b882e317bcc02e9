// Runs before every page: a fresh nonce and the Content-Security-Policy built around it
// (docs/adr/0005-security-headers.md). Next.js reads the nonce from the request's CSP header and
// puts it on its own scripts; server components read it from NONCE_HEADER for theirs.
import { NextResponse, type NextRequest } from "next/server";
import { runtimeConfig, scriptsConfig, siteUrl } from "@/lib/config";
import { pageScripts } from "@/modules/scripts/script-tags";
import { contentSecurityPolicy, createNonce, NONCE_HEADER } from "@/modules/security";

export function proxy(request: NextRequest) {
  const nonce = createNonce();
  const { publicApiUrl, formEndpoint } = runtimeConfig();
  const policy = contentSecurityPolicy({
    nonce,
    development: process.env.NODE_ENV === "development",
    publicApiUrl,
    formEndpoint,
    scripts: pageScripts(scriptsConfig()),
    upgradeInsecureRequests: siteUrl().startsWith("https:"),
  });

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: built files, optimised images, route handlers and public files need no CSP
      // (they get the plain security headers from next.config.ts).
      source:
        "/((?!_next/static/|_next/image|api/|images/|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)",
      // Prefetches only fetch data for a later navigation; the page they lead to has its nonce.
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
