import type { Metadata } from "next";
import type { CSSProperties, ReactNode } from "react";
import { runtimeConfig } from "@/lib/config";
import { getShopperRegionOrUndefined } from "@/modules/commerce/region.server";
import { SiteShell } from "@/modules/layout/templates/site-shell";
import { PreviewBanner, PreviewQuery } from "@/modules/preview";
import { isPreview } from "@/modules/preview/preview.server";
import { PageScripts } from "@/modules/scripts";
import { LiveTheme, settingsMode, themeVariables } from "@/modules/theme";
import { loadThemeSettings } from "@/modules/theme/theme.server";
import { Providers } from "./providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Atelier — home and design goods", template: "%s | Atelier" },
  description: "Furniture, lighting, textiles and objects for the home, chosen by Atelier.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [initialRegion, preview, themeSettings] = await Promise.all([
    getShopperRegionOrUndefined(),
    isPreview(),
    loadThemeSettings(),
  ]);
  const config = runtimeConfig();
  // Spec §4 "Theme": the theme's CSS variables on <html> (default scope global).
  const themeStyle = themeVariables(themeSettings) as CSSProperties;
  return (
    <html lang="en" style={themeStyle} data-theme-mode={settingsMode(themeSettings)}>
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
