// The two demo images of each product: where their rows point, and the files behind them, drawn
// from the product's illustration and rendered to webp with sharp.
import sharp from "sharp";
import { MEDIA_URL_PREFIX } from "../modules/media/media-root";
import { STORE_FOLDERS, type FileStore } from "../storage/file-store";
import { productImageSvg, type ImageView } from "./illustrations";
import type { ProductSeed } from "./products";

/** The folder under the media root that holds the demo catalogue images. */
const CATALOG_FOLDER = "catalog";
/** Images rendered at once; sharp uses its own threads for each. */
const RENDER_CONCURRENCY = 4;

export interface ProductImage {
  /** What the `image` row stores; the API turns it into an absolute URL. */
  url: string;
  /** The file name inside the catalogue folder. */
  fileName: string;
  view: ImageView;
}

/** First the product alone (also the thumbnail), then the product in a room. */
export function productImages(handle: string): ProductImage[] {
  return (["product", "room"] as const).map((view, index) => {
    const fileName = `${handle}-${index + 1}.webp`;
    return { url: `${MEDIA_URL_PREFIX}/${CATALOG_FOLDER}/${fileName}`, fileName, view };
  });
}

async function renderImage(
  store: FileStore,
  product: ProductSeed,
  image: ProductImage,
): Promise<void> {
  const key = `${STORE_FOLDERS.media}/${CATALOG_FOLDER}/${image.fileName}`;
  if ((await store.head(key)) !== undefined) return;
  const svg = productImageSvg(
    product.drawing,
    { colour: product.colour, accent: product.accent },
    image.view,
  );
  const webp = await sharp(Buffer.from(svg)).webp({ quality: 86 }).toBuffer();
  await store.put(key, webp, "image/webp");
}

/** Renders every product image that is not stored yet into the media folder's `catalog/`. */
export async function writeProductImages(store: FileStore, products: ProductSeed[]): Promise<void> {
  const jobs = products.flatMap((product) =>
    productImages(product.handle).map((image) => () => renderImage(store, product, image)),
  );
  const workers = Array.from({ length: RENDER_CONCURRENCY }, async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job();
  });
  await Promise.all(workers);
}
