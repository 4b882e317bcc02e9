// Maps a request path below /media to a key in the file store, refusing anything that could leave
// the media folder.
import { isSafeKey, STORE_FOLDERS } from "../../storage/file-store";

/**
 * The store key for a raw (still percent-encoded) path below /media, e.g. `catalog/sofa-1.webp`
 * → `media/catalog/sofa-1.webp`, or undefined when a segment is empty, `.` or `..`, is not valid
 * percent-encoding, or decodes to something holding a separator or a NUL byte (`..%2f`, `%2fetc`,
 * `%5c`).
 */
export function resolveMediaKey(rawPath: string): string | undefined {
  const segments: string[] = [];
  for (const raw of rawPath.split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === "" || segment === "." || segment === ".." || /[/\\\0]/.test(segment))
      return undefined;
    segments.push(segment);
  }
  const key = [STORE_FOLDERS.media, ...segments].join("/");
  return isSafeKey(key) ? key : undefined;
}
