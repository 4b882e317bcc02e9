"use client";

import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";

/** A gallery picture, rendered on the server: its large image and its thumbnail. */
export interface GalleryPicture {
  id: string;
  image: ReactNode;
  thumbnail: ReactNode;
}

/**
 * The gallery's browser part: one large image and a row of thumbnails. Thumbnails are buttons;
 * the arrow keys, Home and End move between them, as in a toolbar.
 */
export function GalleryViewer({
  title,
  pictures,
  placeholder,
}: {
  title: string;
  pictures: GalleryPicture[];
  /** Shown when the product has no pictures. */
  placeholder: ReactNode;
}) {
  const [selected, setSelected] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const next = (index + pictures.length) % pictures.length;
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
      End: pictures.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <section aria-label={`${title} images`} className="flex flex-col gap-4">
      <div className="relative aspect-square overflow-hidden bg-sand">
        {pictures[selected]?.image ?? placeholder}
      </div>
      {pictures.length > 1 ? (
        <div
          role="toolbar"
          aria-label="Choose an image"
          aria-orientation="horizontal"
          onKeyDown={handleKeyDown}
          className="flex gap-3 overflow-x-auto p-1"
        >
          {pictures.map((picture, index) => (
            <button
              key={picture.id}
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              type="button"
              aria-label={`Show image ${index + 1} of ${pictures.length}`}
              aria-pressed={index === selected}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => select(index)}
              className="relative h-20 w-20 shrink-0 overflow-hidden bg-sand ring-offset-2 ring-offset-canvas aria-pressed:ring-2 aria-pressed:ring-ink sm:h-24 sm:w-24"
            >
              {picture.thumbnail}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
