// Next metadata for a content document: its SEO entries, else its title.
import type { Metadata } from "next";
import type { ContentPage } from "@/lib/content/pages.server";
import { seoMetadata } from "./seo";

export function contentPageMetadata(page: ContentPage | null): Metadata {
  if (!page) return {};
  const metadata = seoMetadata(page.seo);
  if (!metadata.title && page.title) metadata.title = page.title;
  return metadata;
}
