"use client";

import type { Image as ProductImage } from "@atelier/commerce-client";
import { useRef, useState, type KeyboardEvent } from "react";
import { Image } from "@/components/ui/image";

const MAIN_IMAGE_SIZES = "(min-width: 1024px) 50vw, 100vw";

/**
 * The product's pictures: one large image and a row of thumbnails. Thumbnails are buttons; the
 * arrow keys, Home and End move between them, as in a toolbar.
 */
export function ProductGallery({ images, title }: { images: ProductImage[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[selected];

  function select(index: number) {
    const next = (index + images.length) % images.length;
    setSelected(next);
    thumbnails.current[next]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: images.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <section aria-label={`${title} images`} className="flex flex-col gap-4">
      <div className="relative aspect-square overflow-hidden bg-sand">
        <Image
          src={current?.url}
          alt={images.length > 1 ? `${title}, image ${selected + 1} of ${images.length}` : title}
          fill
          preload
          // The page's largest paint on a phone: without it, the preload link is low priority.
          fetchPriority="high"
          sizes={MAIN_IMAGE_SIZES}
          className="object-cover"
        />
      </div>
      {images.length > 1 ? (
        <div
          role="toolbar"
          aria-label="Choose an image"
          aria-orientation="horizontal"
          onKeyDown={handleKeyDown}
          className="flex gap-3 overflow-x-auto p-1"
        >
          {images.map((image, index) => (
            <button
              key={image.id}
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              type="button"
              aria-label={`Show image ${index + 1} of ${images.length}`}
              aria-pressed={index === selected}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => select(index)}
              className="relative h-20 w-20 shrink-0 overflow-hidden bg-sand ring-offset-2 ring-offset-canvas aria-pressed:ring-2 aria-pressed:ring-ink sm:h-24 sm:w-24"
            >
              <Image src={image.url} alt="" fill sizes="96px" className="object-cover" />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
