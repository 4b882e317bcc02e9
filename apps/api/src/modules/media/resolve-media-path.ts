// Maps a request path to a file under the media root, refusing anything that could leave it.
import path from "node:path";

/**
 * The file for a raw (still percent-encoded) path below /media, e.g. `catalog/sofa-1.webp`, or
 * undefined when a segment is empty, `.` or `..`, is not valid percent-encoding, or decodes to
 * something holding a separator or a NUL byte (`..%2f`, `%2fetc`, `%5c`).
 */
export function resolveMediaPath(root: string, rawPath: string): string | undefined {
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
  const resolvedRoot = path.resolve(root);
  const file = path.resolve(resolvedRoot, ...segments);
  const relative = path.relative(resolvedRoot, file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? file : undefined;
}
