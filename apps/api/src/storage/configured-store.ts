// The file store the configuration names: the bucket when S3 is configured, else DATA_DIR.
import type { ApiConfig } from "../config";
import { DiskFileStore } from "./disk-file-store";
import type { FileStore } from "./file-store";
import { S3FileStore } from "./s3-file-store";

const stores = new WeakMap<object, FileStore>();

/** One store per configuration, so a bucket's client (and its connections) is made once. */
export function fileStore(config: Pick<ApiConfig, "dataDir" | "s3">): FileStore {
  let store = stores.get(config);
  if (store === undefined) {
    store = config.s3 ? new S3FileStore(config.s3) : new DiskFileStore(config.dataDir);
    stores.set(config, store);
  }
  return store;
}
