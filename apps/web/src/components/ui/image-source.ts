// Spec §8: the image component refuses sources it cannot render, instead of showing a broken image.
import type { ImageLoader, StaticImageData } from "next/image";

/** "loader": URLs are built by the `loader` prop (for images served by another optimizer). */
export type ImageLoaderMode = "default" | "loader";

export type ImageSource = string | StaticImageData;

export function assertRenderableImage(
  src: ImageSource | null | undefined,
  mode: ImageLoaderMode,
  loader: ImageLoader | undefined,
): void {
  if (mode === "loader" && typeof loader !== "function") {
    throw new Error('Image: loader mode needs a custom "loader" function.');
  }
  if (src !== null && typeof src === "object") {
    const missing = (["src", "width", "height"] as const).filter((key) => !src[key]);
    if (missing.length > 0) {
      throw new Error(`Image: the static image object lacks ${missing.join(", ")}.`);
    }
  }
}
