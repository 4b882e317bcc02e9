import type { LineItem } from "@atelier/commerce-client";
import { Image } from "@/components/ui/image";

const THUMBNAIL_SIZES = { small: "w-16", large: "w-20 sm:w-28" } as const;

/** A line's product picture; decorative, as the line's title sits beside it. */
export function LineThumbnail({
  line,
  size,
}: {
  line: Pick<LineItem, "thumbnail">;
  size: keyof typeof THUMBNAIL_SIZES;
}) {
  return (
    <div
      className={`relative aspect-[4/5] shrink-0 overflow-hidden bg-sand ${THUMBNAIL_SIZES[size]}`}
    >
      <Image
        src={line.thumbnail}
        alt=""
        fill
        sizes={size === "small" ? "64px" : "(min-width: 640px) 112px, 80px"}
        className="object-cover"
      />
    </div>
  );
}
