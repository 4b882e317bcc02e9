// Content images as webp URLs (spec §3 "Content documents", §9): @sanity/image-url builds the
// path the API serves under `{publicApiUrl}/content/images/...`, and the API transforms it.
import { createImageUrlBuilder } from "@sanity/image-url";
import { CONTENT_DATASET, CONTENT_PROJECT_ID } from "./client";

/** Spec §9: a rich-text image is 500 by 500. */
export const RICH_TEXT_IMAGE_SIZE = 500;

/** An image field, an asset reference or an asset document, as content stores them. */
export type ContentImageSource = Parameters<ReturnType<typeof createImageUrlBuilder>["image"]>[0];

export function contentImageUrl(
  publicApiUrl: string,
  source: ContentImageSource,
  size: { width: number; height: number },
): string | null {
  try {
    return createImageUrlBuilder({
      projectId: CONTENT_PROJECT_ID,
      dataset: CONTENT_DATASET,
      baseUrl: `${publicApiUrl.replace(/\/$/, "")}/content`,
    })
      .image(source)
      .width(size.width)
      .height(size.height)
      .fit("max")
      .format("webp")
      .url();
  } catch {
    // An image without an asset (an unfinished upload, a broken reference) has no URL.
    return null;
  }
}
