import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/config";
import { PRIVATE_PATH_PREFIXES } from "@/modules/seo/indexing";

// SITE_URL is read at request time, not baked in at build time.
export const dynamic = "force-dynamic";

/** The staff area, shoppers' accounts, cart, checkout and orders are not for search engines. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...PRIVATE_PATH_PREFIXES] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
