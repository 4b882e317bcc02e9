// The three content routes (/{slug}, /locations/{slug}, /locations-we-serve/{slug}) share one
// shape: read the document by type and slug, its SEO as metadata, notFound() when it is missing.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { listLocationProducts } from "@/lib/commerce.server";
import { runtimeConfig } from "@/lib/config";
import { getContentPage, type ContentPage, type PageType } from "@/lib/content/pages.server";
import { ShowroomProducts } from "./components/showroom-products";
import { contentPageMetadata } from "./page-metadata";
import { ContentPageTemplate } from "./templates/content-page-template";

export interface ContentRouteProps {
  params: Promise<{ slug: string }>;
}

/**
 * What a showroom linked to a stock location has on display (issue 15); cached like the other
 * catalogue reads. A failed read only leaves the section out.
 */
async function onDisplay(page: ContentPage) {
  if (page._type !== "locations" || typeof page.stockLocationId !== "string") return [];
  try {
    return await listLocationProducts(page.stockLocationId);
  } catch {
    return [];
  }
}

export function contentRoute(type: PageType) {
  async function generateMetadata({ params }: ContentRouteProps): Promise<Metadata> {
    return contentPageMetadata(await getContentPage(type, (await params).slug));
  }

  async function ContentRoutePage({ params }: ContentRouteProps) {
    const page = await getContentPage(type, (await params).slug);
    if (!page) notFound();
    const products = await onDisplay(page);
    return (
      <ContentPageTemplate page={page} publicApiUrl={runtimeConfig().publicApiUrl}>
        <ShowroomProducts products={products} />
      </ContentPageTemplate>
    );
  }

  return { generateMetadata, ContentRoutePage };
}
