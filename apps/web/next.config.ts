import type { NextConfig } from "next";
import { SECURITY_HEADERS } from "./src/modules/security/response-headers";

const apiUrl = new URL(process.env.NEXT_PUBLIC_API_URL ?? "http://localhost:9000");

const nextConfig: NextConfig = {
  // Lets several builds or dev servers (tests, developers) live side by side in one checkout.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  transpilePackages: ["@atelier/commerce-client"],
  // Every visitor and crawler gets the title, description and robots tags in <head>: streamed
  // metadata lands at the end of <body>, which link previews and simple crawlers never read, and
  // the metadata reads are the same (deduplicated) ones the page makes anyway.
  htmlLimitedBots: /.*/,
  // No advertisement of the framework to whoever probes the shop.
  poweredByHeader: false,
  // The Content-Security-Policy is per request (src/proxy.ts); these hold for every answer.
  async headers() {
    return [{ source: "/:path*", headers: SECURITY_HEADERS }];
  },
  images: {
    // Spec §9: device sizes, image sizes, optimizer default quality 75 (plus the 40 and 100 in use).
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [40, 75, 100],
    remotePatterns: [
      {
        protocol: apiUrl.protocol.replace(":", "") as "http" | "https",
        hostname: apiUrl.hostname,
        port: apiUrl.port,
        pathname: "/**",
      },
      { protocol: "http", hostname: "localhost", pathname: "/**" },
      { protocol: "http", hostname: "127.0.0.1", pathname: "/**" },
    ],
    // The API serves images from this machine; the optimizer must be allowed to fetch them.
    dangerouslyAllowLocalIP: true,
  },
};

export default nextConfig;
