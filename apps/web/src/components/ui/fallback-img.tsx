"use client";

// The browser's part of ui/image.tsx: a plain <img> that shows the fallback picture when its own
// fails to load.
import type { getImageProps } from "next/image";
import { useCallback, useState } from "react";

/** An <img>'s attributes as the optimizer works them out. */
type ImgProps = ReturnType<typeof getImageProps>["props"];

export function FallbackImg({ image, fallback }: { image: ImgProps | null; fallback: ImgProps }) {
  // Remembering which source failed (not just "failed") resets the fallback when it changes.
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const source = image?.src ?? null;
  // A picture that failed before hydration fired its error event before React listened: setting
  // its source again, once mounted, fires it again (what next/image does).
  const reloadOnMount = useCallback((element: HTMLImageElement | null) => {
    if (!element) return;
    const loadedSource = element.src;
    element.src = loadedSource;
  }, []);

  if (!image || failedSource === source) {
    return (
      <img
        {...fallback}
        onError={() => console.error(`Image: the fallback image ${fallback.src} failed to load.`)}
      />
    );
  }
  return <img {...image} ref={reloadOnMount} onError={() => setFailedSource(source)} />;
}
