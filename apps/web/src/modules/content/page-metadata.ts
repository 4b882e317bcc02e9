// Next metadata for a content document: its SEO entries, else its title, and a description by
// issue 11's rule (content-description.ts).
import type { Metadata } from "next";
import type { ContentPage } from "@/lib/content/pages.server";
import { descriptionMetadata } from "@/modules/seo/meta-description";
import { contentDescription } from "./content-description";
import { seoMetadata } from "./seo";

export function contentPageMetadata(page: ContentPage | null): Metadata {
  if (!page) return {};
  const { description: seoDescription, ...metadata } = seoMetadata(page.seo);
  if (!metadata.title && page.title) metadata.title = page.title;
  return {
    ...metadata,
    ...descriptionMetadata(contentDescription(page, seoDescription)),
  };
}
