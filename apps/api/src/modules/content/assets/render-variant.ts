// Renders an image variant with sharp (contract §5.3) and keeps it in the variant cache, keyed by
// the source file, the normalised transform and the output format, so each variant is computed
// once (until the cache's cap pushes it out: variant-cache.ts).
import { createHash } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import { STORE_FOLDERS, type FileStore } from "../../../storage/file-store";
import { imageStoreKey, MIME_TYPES, type ImageFileName } from "./asset-files";
import { cacheKey, MAX_DIMENSION, type Background, type ImageTransform } from "./image-transform";
import { AssetError } from "./asset-error";
import { cacheVariant } from "./variant-cache";

/** What a variant is encoded as: the source's format or an fm/auto=format choice. */
export type VariantFormat = "jpg" | "pjpg" | "png" | "webp" | "gif" | "avif";

export interface Variant {
  bytes: Buffer;
  contentType: string;
  cached: boolean;
}

const WHITE: Background = { r: 255, g: 255, b: 255, alpha: 1 };
const CLEAR: Background = { r: 255, g: 255, b: 255, alpha: 0 };

/** fm wins; then auto=format picks WebP when the browser takes it; else the source's own format. */
export function variantFormat(
  transform: ImageTransform,
  source: ImageFileName,
  accept: string | undefined,
): VariantFormat {
  if (transform.format) return transform.format;
  if (transform.autoFormat && /image\/webp/i.test(accept ?? "")) return "webp";
  return source.extension;
}

function contentTypeOf(format: VariantFormat): string {
  return format === "pjpg" ? MIME_TYPES.jpg : MIME_TYPES[format];
}

const clampSize = (value: number) => Math.max(1, Math.min(MAX_DIMENSION, Math.round(value)));

/** The target box after dpr and the min/max clamps; undefined sides are left free. */
function targetSize(transform: ImageTransform): { width?: number; height?: number } {
  let width = transform.width === undefined ? undefined : transform.width * transform.dpr;
  let height = transform.height === undefined ? undefined : transform.height * transform.dpr;
  if (width !== undefined) {
    if (transform.minWidth !== undefined) width = Math.max(width, transform.minWidth);
    if (transform.maxWidth !== undefined) width = Math.min(width, transform.maxWidth);
  }
  if (height !== undefined) {
    if (transform.minHeight !== undefined) height = Math.max(height, transform.minHeight);
    if (transform.maxHeight !== undefined) height = Math.min(height, transform.maxHeight);
  }
  return {
    width: width === undefined ? undefined : clampSize(width),
    height: height === undefined ? undefined : clampSize(height),
  };
}

/** sharp's gravity for imgix's crop modes (`top,left` → `northwest`). */
function gravityOf(crop: ImageTransform["crop"]): string {
  const vertical = crop.includes("top") ? "north" : crop.includes("bottom") ? "south" : "";
  const horizontal = crop.includes("left") ? "west" : crop.includes("right") ? "east" : "";
  return vertical + horizontal || "centre";
}

function resize(
  image: Sharp,
  transform: ImageTransform,
  box: { width: number; height: number },
): Sharp {
  const { width, height } = targetSize(transform);
  if (width === undefined && height === undefined) return image;
  const background = transform.background ?? CLEAR;
  switch (transform.fit) {
    case "max":
      return image.resize(width, height, { fit: "inside", withoutEnlargement: true });
    case "scale":
      return image.resize(width, height, { fit: width && height ? "fill" : "inside" });
    case "fill":
      return image.resize(width, height, { fit: "contain", background });
    case "fillmax": {
      if (!width || !height)
        return image.resize(width, height, { fit: "inside", withoutEnlargement: true });
      const scale = Math.min(1, width / box.width, height / box.height);
      const innerWidth = Math.max(1, Math.round(box.width * scale));
      const innerHeight = Math.max(1, Math.round(box.height * scale));
      const left = Math.floor((width - innerWidth) / 2);
      const top = Math.floor((height - innerHeight) / 2);
      return image.resize(innerWidth, innerHeight, { fit: "fill" }).extend({
        left,
        right: width - innerWidth - left,
        top,
        bottom: height - innerHeight - top,
        background,
      });
    }
    case "crop":
    case "min": {
      if (!width || !height) {
        return image.resize(width, height, {
          fit: "inside",
          withoutEnlargement: transform.fit === "min",
        });
      }
      if (transform.crop.includes("focalpoint") && transform.focalPoint) {
        let scale = Math.max(width / box.width, height / box.height);
        if (transform.fit === "min") scale = Math.min(scale, 1);
        const coverWidth = Math.max(width, Math.round(box.width * scale));
        const coverHeight = Math.max(height, Math.round(box.height * scale));
        const outWidth = Math.min(width, coverWidth);
        const outHeight = Math.min(height, coverHeight);
        const left = Math.round(transform.focalPoint.x * coverWidth - outWidth / 2);
        const top = Math.round(transform.focalPoint.y * coverHeight - outHeight / 2);
        return image.resize(coverWidth, coverHeight, { fit: "fill" }).extract({
          left: Math.max(0, Math.min(coverWidth - outWidth, left)),
          top: Math.max(0, Math.min(coverHeight - outHeight, top)),
          width: outWidth,
          height: outHeight,
        });
      }
      return image.resize(width, height, {
        fit: "cover",
        position: transform.crop.includes("entropy")
          ? sharp.strategy.entropy
          : gravityOf(transform.crop),
        withoutEnlargement: transform.fit === "min",
      });
    }
    case "clip":
    default:
      return image.resize(width, height, { fit: "inside" });
  }
}

async function render(
  original: Buffer,
  source: ImageFileName,
  transform: ImageTransform,
  format: VariantFormat,
): Promise<Buffer> {
  let box = { width: source.width, height: source.height };
  let image = sharp(original);
  if (transform.rect) {
    const { left, top } = transform.rect;
    if (left >= box.width || top >= box.height) {
      throw new AssetError(400, `rect starts outside the ${box.width}x${box.height} image.`);
    }
    const width = Math.min(transform.rect.width, box.width - left);
    const height = Math.min(transform.rect.height, box.height - top);
    image = image.extract({ left, top, width, height });
    box = { width, height };
  }
  if (transform.orientation) {
    image = sharp(await image.rotate(transform.orientation).toBuffer());
    if (transform.orientation !== 180) box = { width: box.height, height: box.width };
  }
  if (transform.flip?.includes("h")) image = image.flop();
  if (transform.flip?.includes("v")) image = image.flip();
  image = resize(image, transform, box);
  if (transform.blur) image = image.blur(Math.min(1000, 0.3 + transform.blur / 20));
  if (transform.sharpen) image = image.sharpen({ sigma: 0.5 + transform.sharpen / 50 });
  if (transform.invert) image = image.negate({ alpha: false });
  if (transform.saturation !== undefined) {
    image = image.modulate({ saturation: Math.max(0, 1 + transform.saturation / 100) });
  }
  if (transform.pad) {
    const pad = transform.pad;
    image = sharp(await image.toBuffer()).extend({
      top: pad,
      bottom: pad,
      left: pad,
      right: pad,
      background: transform.background ?? CLEAR,
    });
  }
  const quality = transform.quality ?? 75;
  switch (format) {
    case "jpg":
    case "pjpg":
      return image
        .flatten({ background: transform.background ?? WHITE })
        .jpeg({ quality, progressive: format === "pjpg", mozjpeg: true })
        .toBuffer();
    case "png":
      return image.png().toBuffer();
    case "webp":
      return image.webp({ quality }).toBuffer();
    case "avif":
      return image.avif({ quality: Math.round(quality * 0.7) }).toBuffer();
    case "gif":
      return image.gif().toBuffer();
  }
}

/** The variant's key in the cache: `{cache}/{source file}/{hash of transform and format}.{format}`. */
export function variantKey(file: string, transform: ImageTransform, format: VariantFormat): string {
  const hash = createHash("sha1")
    .update(`${cacheKey(transform)}|${format}`)
    .digest("hex");
  return `${STORE_FOLDERS.variantCache}/${file}/${hash}.${format}`;
}

/** The variant from the cache, or rendered from the original and cached. */
export async function imageVariant(
  store: FileStore,
  cacheCapBytes: number,
  source: ImageFileName,
  file: string,
  transform: ImageTransform,
  format: VariantFormat,
): Promise<Variant> {
  const key = variantKey(file, transform, format);
  const contentType = contentTypeOf(format);
  const cached = await store.read(key);
  if (cached !== undefined) return { bytes: cached, contentType, cached: true };
  const original = await store.read(imageStoreKey(file));
  if (original === undefined) throw new AssetError(404, `Image not found: ${file}`);
  const bytes = await render(original, source, transform, format);
  await cacheVariant(store, cacheCapBytes, key, bytes, contentType);
  return { bytes, contentType, cached: false };
}
