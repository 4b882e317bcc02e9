import type { Metadata } from "next";
import type { ReactNode } from "react";
import { runtimeConfig } from "@/lib/config";
import { getShopperRegionOrUndefined } from "@/modules/commerce/region.server";
import { SiteShell } from "@/modules/layout/templates/site-shell";
import { Providers } from "./providers";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Atelier — home and design goods", template: "%s | Atelier" },
  description: "Furniture, lighting, textiles and objects for the home, chosen by Atelier.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialRegion = await getShopperRegionOrUndefined();
  return (
    <html lang="en">
      <body>
        <Providers config={runtimeConfig()} initialRegion={initialRegion}>
          <SiteShell>{children}</SiteShell>
        </Providers>
      </body>
    </html>
  );
}
