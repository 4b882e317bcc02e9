import type { Metadata } from "next";
import { unstable_rethrow } from "next/navigation";
import type { CSSProperties, ReactNode } from "react";
import { preconnect } from "react-dom";
import { runtimeConfig } from "@/lib/config";
import { getSiteSeo } from "@/lib/content/pages.server";
import { seoMetadata } from "@/modules/content/seo";
import { firstDescription } from "@/modules/seo/meta-description";
import { getShopperRegionOrUndefined } from "@/modules/commerce/region.server";
import { SiteShell } from "@/modules/layout/templates/site-shell";
import { PreviewBanner, PreviewQuery } from "@/modules/preview";
import { isPreview } from "@/modules/preview/preview.server";
import { PageScripts } from "@/modules/scripts";
import { LiveTheme, settingsMode, themeVariables } from "@/modules/theme";
import { openSans } from "@/modules/theme/open-sans";
import { loadThemeSettings } from "@/modules/theme/theme.server";
import { Providers } from "./providers";
import "./globals.css";

const FALLBACK_TITLE = "Atelier — home and design goods";
const FALLBACK_DESCRIPTION =
  "Furniture, lighting, textiles and objects for the home, chosen by Atelier.";

/**
 * Spec §2 "Page shell": pages without SEO entries of their own (the shop, products, the account)
 * take the title and description of the site settings' default SEO; the shop still has both when
 * the content service cannot be reached.
 */
export async function generateMetadata(): Promise<Metadata> {
  const siteSeo = seoMetadata(
    await getSiteSeo().catch((error: unknown) => {
      // Next's own signals (this page is dynamic) must reach Next, not the fallback.
      unstable_rethrow(error);
      console.error("Page shell: could not read the site's default SEO.", error);
      return [];
    }),
  );
  const title =
    siteSeo.title && typeof siteSeo.title === "object" && "absolute" in siteSeo.title
      ? siteSeo.title.absolute
      : FALLBACK_TITLE;
  return {
    title: { default: title, template: "%s | Atelier" },
    description: firstDescription([siteSeo.description]) ?? FALLBACK_DESCRIPTION,
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [initialRegion, preview, themeSettings] = await Promise.all([
    getShopperRegionOrUndefined(),
    isPreview(),
    loadThemeSettings(),
  ]);
  const config = runtimeConfig();
  // The browser talks to the API (the cart, prices, content pictures) right after the page: its
  // connection opens while the page loads (issue 16: Lighthouse's "preconnect", 150 ms on a phone).
  preconnect(config.publicApiUrl);
  // Spec §4 "Theme": the theme's CSS variables on <html> (default scope global).
  const themeStyle = themeVariables(themeSettings) as CSSProperties;
  return (
    <html
      lang="en"
      className={openSans.variable}
      style={themeStyle}
      data-theme-mode={settingsMode(themeSettings)}
    >
      <body>
        <Providers config={config} initialRegion={initialRegion}>
          <SiteShell>{children}</SiteShell>
        </Providers>
        <LiveTheme apiUrl={config.publicApiUrl} preview={preview} />
        <PreviewQuery />
        {preview ? <PreviewBanner /> : null}
        <PageScripts />
      </body>
    </html>
  );
}
