"use client";

// Spec §2, §8, §9: next/image with a fallback picture when loading fails.
import NextImage, { type ImageLoader, type ImageProps as NextImageProps } from "next/image";
import { useState } from "react";
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
  ...rest
}: ImageProps) {
  assertRenderableImage(src, mode, loader);
  const sourceKey = typeof src === "object" && src !== null ? src.src : (src ?? null);
  // Remembering which source failed (not just "failed") resets the fallback when src changes.
  const [failedSource, setFailedSource] = useState<string | null>(null);

  const size = fill
    ? { fill: true }
    : { width: width ?? DEFAULT_IMAGE_SIZE, height: height ?? DEFAULT_IMAGE_SIZE };

  if (!src || failedSource === sourceKey) {
    return (
      <NextImage
        {...rest}
        {...size}
        alt={alt}
        src={fallbackSrc}
        quality={IMAGE_QUALITY.fallback}
        onError={() => console.error(`Image: the fallback image ${fallbackSrc} failed to load.`)}
      />
    );
  }

  return (
    <NextImage
      {...rest}
      {...size}
      alt={alt}
      src={src}
      loader={mode === "loader" ? loader : undefined}
      quality={IMAGE_QUALITY.plain}
      onError={() => setFailedSource(sourceKey)}
    />
  );
}
