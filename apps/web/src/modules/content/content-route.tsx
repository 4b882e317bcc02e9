// The three content routes (/{slug}, /locations/{slug}, /locations-we-serve/{slug}) share one
// shape: read the document by type and slug, its SEO as metadata, notFound() when it is missing.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { runtimeConfig } from "@/lib/config";
import { getContentPage, type PageType } from "@/lib/content/pages.server";
import { contentPageMetadata } from "./page-metadata";
import { ContentPageTemplate } from "./templates/content-page-template";

export interface ContentRouteProps {
  params: Promise<{ slug: string }>;
}

export function contentRoute(type: PageType) {
  async function generateMetadata({ params }: ContentRouteProps): Promise<Metadata> {
    return contentPageMetadata(await getContentPage(type, (await params).slug));
  }

  async function ContentRoutePage({ params }: ContentRouteProps) {
    const page = await getContentPage(type, (await params).slug);
    if (!page) notFound();
    return <ContentPageTemplate page={page} publicApiUrl={runtimeConfig().publicApiUrl} />;
  }

  return { generateMetadata, ContentRoutePage };
}
