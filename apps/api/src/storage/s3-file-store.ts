// The files in an S3-compatible bucket (S3_URL or S3_BUCKET; docs/storage.md), through AWS's own
// client. Keys sit below the configured prefix; the bucket must exist and stay private: the API
// serves every file itself, public ones at /media and protected ones behind its signed URLs.
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "../config";
import {
  assertSafeKey,
  type FileStore,
  type ListedFile,
  type StoredFile,
  type StoredFileInfo,
} from "./file-store";

/** DeleteObjects takes at most this many keys a call. */
const DELETE_BATCH = 1000;

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" ||
      error.name === "NotFound" ||
      error.$metadata.httpStatusCode === 404)
  );
}

export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix ? `${settings.prefix}/` : "";
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Other servers than AWS's often refuse the checksums the SDK adds to every request since
      // 2025; send them only where S3 requires one (DeleteObjects).
      ...(settings.endpoint
        ? {
            requestChecksumCalculation: "WHEN_REQUIRED",
            responseChecksumValidation: "WHEN_REQUIRED",
          }
        : {}),
    });
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return this.prefix + key;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async head(key: string): Promise<StoredFileInfo | undefined> {
    try {
      const object = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return { size: object.ContentLength ?? 0, modified: object.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      if (object.Body === undefined) return undefined;
      return {
        size: object.ContentLength ?? 0,
        modified: object.LastModified ?? new Date(0),
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | undefined> {
    const file = await this.get(key);
    if (file === undefined) return undefined;
    return Buffer.from(await new Response(file.body).arrayBuffer());
  }

  async delete(keys: string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((key) => ({ Key: this.objectKey(key) })), Quiet: true },
        }),
      );
      const failed = answer.Errors?.[0];
      if (failed)
        throw new Error(`S3 did not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
    }
  }

  async *list(prefix: string): AsyncIterable<ListedFile> {
    const folder = `${this.objectKey(prefix)}/`;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: folder, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined) continue;
        yield {
          key: object.Key.slice(this.prefix.length),
          size: object.Size ?? 0,
          modified: object.LastModified ?? new Date(0),
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
