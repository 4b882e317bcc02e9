// The files under DATA_DIR, as the API has always kept them (no S3 configured).
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import {
  assertSafeKey,
  type FileStore,
  type ListedFile,
  type StoredFile,
  type StoredFileInfo,
} from "./file-store";

/** A file being written gets this ending until it is renamed into place; listings skip it. */
const PARTIAL = ".partial";

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === "ENOENT" ||
  (error as NodeJS.ErrnoException).code === "ENOTDIR";

export class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString("hex")}${PARTIAL}`;
    try {
      await writeFile(partial, bytes);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async head(key: string): Promise<StoredFileInfo | undefined> {
    const stats = await stat(this.pathOf(key)).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    return stats?.isFile() ? { size: stats.size, modified: stats.mtime } : undefined;
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const info = await this.head(key);
    if (info === undefined) return undefined;
    const body = Readable.toWeb(createReadStream(this.pathOf(key)));
    return { ...info, body: body as ReadableStream<Uint8Array> };
  }

  async read(key: string): Promise<Buffer | undefined> {
    return readFile(this.pathOf(key)).catch((error: unknown) => {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === "EISDIR") return undefined;
      throw error;
    });
  }

  async delete(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  async *list(prefix: string): AsyncIterable<ListedFile> {
    yield* this.walk(this.pathOf(prefix), prefix);
  }

  private async *walk(folder: string, prefix: string): AsyncGenerator<ListedFile> {
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const entry of entries) {
      const key = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) {
        yield* this.walk(path.join(folder, entry.name), key);
      } else if (entry.isFile() && !entry.name.endsWith(PARTIAL)) {
        const stats = await stat(path.join(folder, entry.name)).catch(() => undefined);
        if (stats) yield { key, size: stats.size, modified: stats.mtime };
      }
    }
  }
}
