// Stores image bytes as a `sanity.imageAsset` document (contract §5.1): checked and measured with
// sharp, addressed by the bytes' sha1 (the same bytes give the same document), the file written
// to the file store's content-assets/images, and the document created through the store's mutate so it
// is an ordinary document with listen events. The upload route and the seed both call this.
import { createHash, randomUUID } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import type { ApiConfig } from "../../../config";
import { fileStore } from "../../../storage/configured-store";
import { IMAGE_ASSET_TYPE, type ContentDocument, type ContentStore } from "../types";
import { AssetError } from "./asset-error";
import {
  DEFAULT_DATASET,
  DEFAULT_PROJECT_ID,
  imageAssetId,
  imageFileName,
  imagePath,
  imageStoreKey,
  MIME_TYPES,
  type ImageExtension,
} from "./asset-files";

/** The largest image an upload may carry. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export interface ImageAssetDeps {
  config: Pick<ApiConfig, "dataDir" | "s3" | "publicUrl">;
  store: ContentStore;
}

export interface ImageAssetOptions {
  filename?: string;
  title?: string;
  description?: string;
  label?: string;
  creditLine?: string;
  source?: { id?: string; name?: string; url?: string };
  projectId?: string;
  dataset?: string;
  /** The staff user id the transaction is recorded against. */
  author?: string | null;
}

const EXTENSION_BY_SHARP_FORMAT: Record<string, ImageExtension> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  gif: "gif",
};

interface Measured {
  extension: ImageExtension;
  width: number;
  height: number;
  hasAlpha: boolean;
}

async function measure(bytes: Buffer): Promise<Measured> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new AssetError(
      400,
      "Invalid image: the upload is not a JPEG, PNG, WebP, GIF or AVIF image.",
    );
  }
  const extension =
    metadata.format === "heif"
      ? metadata.compression === "av1"
        ? "avif"
        : undefined
      : EXTENSION_BY_SHARP_FORMAT[metadata.format ?? ""];
  const width = metadata.width;
  const height = metadata.pageHeight ?? metadata.height;
  if (!extension || !width || !height) {
    throw new AssetError(
      400,
      `Invalid image: ${metadata.format ?? "this"} format is not supported (JPEG, PNG, WebP, GIF or AVIF).`,
    );
  }
  return { extension, width, height, hasAlpha: metadata.hasAlpha ?? false };
}

/** A ~20 px wide blurred stand-in as a data URL, like Sanity's `metadata.lqip`. */
async function lqipOf(bytes: Buffer): Promise<string> {
  const preview = await sharp(bytes)
    .resize(20, 20, { fit: "inside" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 40 })
    .toBuffer();
  return `data:image/jpeg;base64,${preview.toString("base64")}`;
}

/**
 * Validates `bytes` as an image and returns its asset document, creating it (and its file) unless
 * a document for the same bytes exists. Throws an AssetError (400/413) for bad input.
 */
export async function saveImageAsset(
  deps: ImageAssetDeps,
  bytes: Buffer,
  options: ImageAssetOptions = {},
): Promise<ContentDocument> {
  if (bytes.length === 0) throw new AssetError(400, "The upload is empty; send the image bytes.");
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new AssetError(413, `The image is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
  }
  const measured = await measure(bytes);
  const sha1 = createHash("sha1").update(bytes).digest("hex");
  const name = {
    sha1,
    width: measured.width,
    height: measured.height,
    extension: measured.extension,
  };
  const id = imageAssetId(name);
  const file = imageFileName(name);
  const target = imageStoreKey(file);
  const files = fileStore(deps.config);
  const mimeType = MIME_TYPES[measured.extension];

  const existing = deps.store.getDocuments([id])[0];
  if (existing) {
    // The document outlived its file (a wiped data folder or bucket): put the bytes back.
    if ((await files.head(target)) === undefined) await files.put(target, bytes, mimeType);
    return existing;
  }

  await files.put(target, bytes, mimeType);
  const stats = await sharp(bytes).stats();
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const dataset = options.dataset ?? DEFAULT_DATASET;
  const assetPath = imagePath(projectId, dataset, file);
  const document: Record<string, unknown> = {
    _id: id,
    _type: IMAGE_ASSET_TYPE,
    assetId: sha1,
    sha1hash: sha1,
    extension: measured.extension,
    mimeType,
    size: bytes.length,
    originalFilename: options.filename ?? file,
    path: assetPath,
    url: `${deps.config.publicUrl}/content/${assetPath}`,
    uploadId: randomUUID().replace(/-/g, ""),
    metadata: {
      _type: "sanity.imageMetadata",
      hasAlpha: measured.hasAlpha,
      isOpaque: stats.isOpaque,
      dimensions: {
        _type: "sanity.imageDimensions",
        width: measured.width,
        height: measured.height,
        aspectRatio: measured.width / measured.height,
      },
      lqip: await lqipOf(bytes),
    },
  };
  for (const key of ["title", "description", "label", "creditLine"] as const) {
    if (options[key]) document[key] = options[key];
  }
  if (options.source?.name) {
    document.source = { id: options.source.id, name: options.source.name, url: options.source.url };
  }

  await deps.store.mutate([{ createIfNotExists: document }], { author: options.author ?? null });
  const saved = deps.store.getDocuments([id])[0];
  if (!saved) throw new Error(`The image asset ${id} was not stored.`);
  return saved;
}
