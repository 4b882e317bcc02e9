// /admin/uploads (contract medusa-v1 §12.2): multipart uploads of product images in parts named
// `files`, public (served at /media/uploads/<key>) or protected (images and CSV files, served only
// through a signed, expiring download URL), and deleting an upload, after which it is no longer
// served.
import {
  type AdminUpload,
  AdminDeleteUploads,
  AdminPostUploads,
  AdminPostUploadsDownloadUrl,
  AdminPostUploadsProtected,
  UPLOAD_FIELD,
} from "@atelier/contracts";
import { and, eq, isNull } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { uploadedFiles } from "./tables";
import type { AppEnv } from "../../http/context";
import { invalidData, MedusaError, notFound } from "../../http/errors";
import { idempotencyKey, runIdempotent } from "../../http/idempotency";
import { answer, bind, mount, reply } from "../../http/route";
import { signedDownloadUrl } from "./download-signature";
import {
  type CheckedFile,
  checkImage,
  checkProtectedFile,
  protectedUploadUrl,
  publicUploadUrl,
  removeUploads,
  storeUpload,
} from "./upload-files";

const fileNotFound = (key: string) => notFound(`File with key ${key} was not found`);

/** The file parts of a multipart body; anything else in it is a 400 that says what to send. */
async function fileParts(c: Context<AppEnv>): Promise<File[]> {
  const contentType = c.req.header("content-type")?.toLowerCase() ?? "";
  if (!contentType.startsWith("multipart/form-data")) {
    throw invalidData(`Send the files as multipart/form-data, in parts named ${UPLOAD_FIELD}`);
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch (error) {
    if (error instanceof MedusaError) throw error;
    throw invalidData("The multipart/form-data body could not be read");
  }
  const unexpected = Object.keys(form).find((name) => name !== UPLOAD_FIELD);
  if (unexpected !== undefined) {
    throw invalidData(
      `property ${unexpected} should not exist; send files in parts named ${UPLOAD_FIELD}`,
    );
  }
  const parts = [form[UPLOAD_FIELD] ?? []].flat();
  if (parts.length === 0) {
    throw invalidData(`No files were sent; send them in parts named ${UPLOAD_FIELD}`);
  }
  if (parts.some((part) => typeof part === "string")) {
    throw invalidData(`Every ${UPLOAD_FIELD} part must be a file`);
  }
  return parts as File[];
}

/**
 * Checks the files of the request, then stores them and their rows once per Idempotency-Key (a
 * retried upload replays where the first one put the files); answers where each is served.
 */
async function receiveUploads(
  c: Context<AppEnv>,
  op: typeof AdminPostUploads | typeof AdminPostUploadsProtected,
  isProtected: boolean,
): Promise<Response> {
  const files = await fileParts(c);
  const checked: CheckedFile[] = [];
  for (const file of files) {
    checked.push(await (isProtected ? checkProtectedFile(file) : checkImage(file)));
  }

  const { config } = c.get("deps");
  return runIdempotent(c, async (tx) => {
    try {
      for (const upload of checked) await storeUpload(config, isProtected, upload);
      await tx.insert(uploadedFiles).values(
        checked.map((upload) => ({
          key: upload.key,
          original_name: upload.originalName,
          mime_type: upload.mimeType,
          size: upload.bytes.length,
          is_protected: isProtected,
          uploaded_by: c.get("staff")?.userId ?? null,
        })),
      );
    } catch (error) {
      await removeUploads(
        config,
        isProtected,
        checked.map((upload) => upload.key),
      );
      throw error;
    }
    const uploads: AdminUpload[] = checked.map((upload) => ({
      url: isProtected
        ? protectedUploadUrl(config, upload.key)
        : publicUploadUrl(config, upload.key),
      key: upload.key,
    }));
    return answer(op, 200, { uploads });
  });
}

async function liveUpload(c: Context<AppEnv>, key: string) {
  const [file] = await c
    .get("deps")
    .db.select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.key, key), isNull(uploadedFiles.deleted_at)));
  if (file === undefined) throw fileNotFound(key);
  return file;
}

const uploadRoute = bind(AdminPostUploads, (c) => receiveUploads(c, AdminPostUploads, false), [
  idempotencyKey,
]);

const protectedUploadRoute = bind(
  AdminPostUploadsProtected,
  (c) => receiveUploads(c, AdminPostUploadsProtected, true),
  [idempotencyKey],
);

const downloadUrlRoute = bind(AdminPostUploadsDownloadUrl, async (c, input) => {
  const { file_key } = await input.body();
  const file = await liveUpload(c, file_key);
  const { config } = c.get("deps");
  return reply(c, AdminPostUploadsDownloadUrl, 200, {
    download_url: file.is_protected
      ? signedDownloadUrl(config, file.key)
      : publicUploadUrl(config, file.key),
  });
});

const deleteRoute = bind(
  AdminDeleteUploads,
  async (c, input) => {
    const { file_key } = await input.body();
    const { config } = c.get("deps");
    return runIdempotent(c, async (tx) => {
      const [file] = await tx
        .update(uploadedFiles)
        .set({ deleted_at: new Date() })
        .where(and(eq(uploadedFiles.key, file_key), isNull(uploadedFiles.deleted_at)))
        .returning({ key: uploadedFiles.key, is_protected: uploadedFiles.is_protected });
      if (file === undefined) throw fileNotFound(file_key);
      await removeUploads(config, file.is_protected, [file.key]);
      return answer(AdminDeleteUploads, 200, { id: file.key, object: "file", deleted: true });
    });
  },
  [idempotencyKey],
);

export const adminUploadRoutes = mount(new Hono<AppEnv>(), "/admin", [
  uploadRoute,
  protectedUploadRoute,
  downloadUrlRoute,
  deleteRoute,
]);
