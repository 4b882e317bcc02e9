import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/config";

// SITE_URL is read at request time, not baked in at build time.
export const dynamic = "force-dynamic";

/** The staff area, shoppers' accounts, the cart and checkout are not for search engines. */
const DISALLOWED_PATHS = ["/admin", "/account", "/checkout", "/cart"];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: DISALLOWED_PATHS },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
