// Spec §2, §8, §9: a picture through Next's image optimizer, with a fallback picture when loading
// fails. The optimizer's attributes (srcset, sizes, lazy loading, the preload) are worked out
// where the image is rendered, on the server for server components, so the browser gets a plain
// <img> and none of next/image's client code (issue 16: about 5 KiB of first-load JavaScript).
import { getImageProps, type ImageLoader, type ImageProps as NextImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";
import { FallbackImg } from "./fallback-img";
import { assertRenderableImage, type ImageLoaderMode, type ImageSource } from "./image-source";

/** Spec §9: image qualities and the default rendered size. */
export const IMAGE_QUALITY = { plain: 100, fallback: 40 } as const;
export const DEFAULT_IMAGE_SIZE = 250;
export const FALLBACK_IMAGE_SRC = "/images/fallback.svg";

export type ImageProps = Omit<NextImageProps, "src" | "quality" | "loader" | "onError"> & {
  /** A missing source shows the fallback straight away (a product without pictures). */
  src: ImageSource | null | undefined;
  fallbackSrc?: string;
  mode?: ImageLoaderMode;
  loader?: ImageLoader;
};

export function Image({
  src,
  fallbackSrc = FALLBACK_IMAGE_SRC,
  mode = "default",
  loader,
  alt,
  fill,
  width,
  height,
  preload,
  ...rest
}: ImageProps) {
  assertRenderableImage(src, mode, loader);
  const size = fill
    ? { fill: true }
    : { width: width ?? DEFAULT_IMAGE_SIZE, height: height ?? DEFAULT_IMAGE_SIZE };

  const fallback = getImageProps({
    ...rest,
    ...size,
    alt,
    src: fallbackSrc,
    quality: IMAGE_QUALITY.fallback,
    preload: src ? false : preload,
  }).props;
  const image = src
    ? getImageProps({
        ...rest,
        ...size,
        alt,
        src,
        loader: mode === "loader" ? loader : undefined,
        quality: IMAGE_QUALITY.plain,
        preload,
      }).props
    : null;

  // What next/image does for `preload`: the browser fetches the picture with the page's head.
  const shown = image ?? fallback;
  if (preload) {
    preloadResource(shown.src, {
      as: "image",
      imageSrcSet: shown.srcSet,
      imageSizes: shown.sizes,
      fetchPriority: shown.fetchPriority,
    });
  }
  return <FallbackImg image={image} fallback={fallback} />;
}
