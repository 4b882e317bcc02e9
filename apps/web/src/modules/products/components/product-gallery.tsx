import type { Image as ProductImage } from "@atelier/commerce-client";
import { Image } from "@/components/ui/image";
import { GalleryViewer } from "./gallery-viewer";

const MAIN_IMAGE_SIZES = "(min-width: 1024px) 50vw, 100vw";

/**
 * The product's pictures. The images are rendered here, on the server (their srcset and sizes
 * included); the viewer in the browser only chooses which one shows.
 */
export function ProductGallery({ images, title }: { images: ProductImage[]; title: string }) {
  const pictures = images.map((image, index) => ({
    id: image.id,
    image: (
      <Image
        src={image.url}
        alt={images.length > 1 ? `${title}, image ${index + 1} of ${images.length}` : title}
        fill
        // The first is the page's largest paint on a phone: without it, the preload link is low
        // priority. The others load when chosen.
        preload={index === 0}
        fetchPriority={index === 0 ? "high" : undefined}
        loading={index === 0 ? undefined : "eager"}
        sizes={MAIN_IMAGE_SIZES}
        className="object-cover"
      />
    ),
    thumbnail: <Image src={image.url} alt="" fill sizes="96px" className="object-cover" />,
  }));
  return (
    <GalleryViewer
      title={title}
      pictures={pictures}
      placeholder={
        <Image
          src={null}
          alt={title}
          fill
          preload
          fetchPriority="high"
          sizes={MAIN_IMAGE_SIZES}
          className="object-cover"
        />
      }
    />
  );
}
