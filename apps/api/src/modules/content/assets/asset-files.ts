// Where image assets live in the file store and how their names are built and read back (types.ts
// rules): originals at content-assets/images/{sha1}-{w}x{h}.{ext}, transformed variants under
// content-assets/cache/ (variant-cache.ts).
import { STORE_FOLDERS } from "../../../storage/file-store";

/** The project id and dataset an asset is filed under when the caller names none. */
export const DEFAULT_PROJECT_ID = "atelier";
export const DEFAULT_DATASET = "production";

/** The image formats an upload may have, by the extension its id and file name carry. */
export const IMAGE_EXTENSIONS = ["jpg", "png", "webp", "gif", "avif"] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

export const MIME_TYPES: Record<ImageExtension, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

export interface ImageFileName {
  sha1: string;
  width: number;
  height: number;
  extension: ImageExtension;
}

const FILE_NAME = /^([a-f0-9]{40})-([1-9][0-9]{0,5})x([1-9][0-9]{0,5})\.(jpg|png|webp|gif|avif)$/;
const PATH_SEGMENT = /^[-a-z0-9_~]{1,64}$/i;

/** The original's key in the file store. */
export function imageStoreKey(file: string): string {
  return `${STORE_FOLDERS.contentImages}/${file}`;
}

export function imageFileName(name: ImageFileName): string {
  return `${name.sha1}-${name.width}x${name.height}.${name.extension}`;
}

/** `{sha1}-{w}x{h}.{ext}` back to its parts; undefined for anything else (no path tricks). */
export function parseImageFileName(file: string): ImageFileName | undefined {
  const match = FILE_NAME.exec(file);
  if (!match) return undefined;
  return {
    sha1: match[1]!,
    width: Number(match[2]),
    height: Number(match[3]),
    extension: match[4] as ImageExtension,
  };
}

/** The document id of an image asset: `image-{sha1}-{w}x{h}-{ext}` (what @sanity/image-url parses). */
export function imageAssetId(name: ImageFileName): string {
  return `image-${name.sha1}-${name.width}x${name.height}-${name.extension}`;
}

/** A project id or dataset as it may appear in an image path. */
export function isPathSegment(value: string): boolean {
  return PATH_SEGMENT.test(value);
}

/** The public path of an image under the API's /content: `images/{projectId}/{dataset}/{file}`. */
export function imagePath(projectId: string, dataset: string, file: string): string {
  return `images/${projectId}/${dataset}/${file}`;
}
