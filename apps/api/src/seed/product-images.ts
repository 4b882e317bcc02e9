// The two demo images of each product: where their rows point, and the files behind them, drawn
// from the product's illustration and rendered to webp with sharp.
import { access, mkdir, rename } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { MEDIA_URL_PREFIX } from "../modules/media/media-root";
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

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function renderImage(product: ProductSeed, image: ProductImage, file: string): Promise<void> {
  if (await exists(file)) return;
  const svg = productImageSvg(
    product.drawing,
    { colour: product.colour, accent: product.accent },
    image.view,
  );
  // Written beside the target and renamed, so an interrupted run never leaves a half file behind.
  const partial = `${file}.${process.pid}.partial`;
  await sharp(Buffer.from(svg)).webp({ quality: 86 }).toFile(partial);
  await rename(partial, file);
}

/** Renders every product image that is not on disk yet into `<mediaRoot>/catalog`. */
export async function writeProductImages(
  mediaRoot: string,
  products: ProductSeed[],
): Promise<void> {
  const folder = path.join(mediaRoot, CATALOG_FOLDER);
  await mkdir(folder, { recursive: true });
  const jobs = products.flatMap((product) =>
    productImages(product.handle).map(
      (image) => () => renderImage(product, image, path.join(folder, image.fileName)),
    ),
  );
  const workers = Array.from({ length: RENDER_CONCURRENCY }, async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job();
  });
  await Promise.all(workers);
}
