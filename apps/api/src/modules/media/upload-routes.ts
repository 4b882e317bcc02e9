// /admin/uploads (contract medusa-v1 §12.2): multipart uploads of product images in parts named
// `files`, public (served at /media/uploads/<key>) or protected (served only through a signed,
// expiring download URL), and deleting an upload, after which it is no longer served.
import { and, eq, isNull } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { uploadedFiles } from "./tables";
import type { AppEnv } from "../../http/context";
import { invalidData, MedusaError, notFound } from "../../http/errors";
import { parseBody } from "../../http/validation";
import { UPLOAD_FIELD } from "./constants";
import { signedDownloadUrl } from "./download-signature";
import {
  type CheckedImage,
  checkImage,
  protectedUploadUrl,
  publicUploadUrl,
  removeFile,
  storeFile,
  uploadFolder,
} from "./upload-files";

const fileKeyBody = z.strictObject({
  file_key: z.string().trim().min(1, { error: "must not be empty" }).max(300, {
    error: "must be at most 300 characters long",
  }),
});

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

async function receiveUploads(c: Context<AppEnv>, isProtected: boolean): Promise<Response> {
  const files = await fileParts(c);
  const images: CheckedImage[] = [];
  for (const file of files) images.push(await checkImage(file));

  const { db, config } = c.get("deps");
  const folder = uploadFolder(config, isProtected);
  try {
    for (const image of images) await storeFile(folder, image.key, image.bytes);
    await db.insert(uploadedFiles).values(
      images.map((image) => ({
        key: image.key,
        original_name: image.originalName,
        mime_type: image.mimeType,
        size: image.bytes.length,
        is_protected: isProtected,
        uploaded_by: c.get("staff")?.userId ?? null,
      })),
    );
  } catch (error) {
    await Promise.all(images.map((image) => removeFile(folder, image.key)));
    throw error;
  }
  return c.json({
    uploads: images.map((image) => ({
      url: isProtected ? protectedUploadUrl(config, image.key) : publicUploadUrl(config, image.key),
      key: image.key,
    })),
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

export const adminUploadRoutes = new Hono<AppEnv>()
  .post("/uploads", (c) => receiveUploads(c, false))
  .post("/uploads/protected", (c) => receiveUploads(c, true))
  .post("/uploads/download-url", async (c) => {
    const { file_key } = await parseBody(c, fileKeyBody);
    const file = await liveUpload(c, file_key);
    const { config } = c.get("deps");
    return c.json({
      download_url: file.is_protected
        ? signedDownloadUrl(config, file.key)
        : publicUploadUrl(config, file.key),
    });
  })
  .delete("/uploads", async (c) => {
    const { file_key } = await parseBody(c, fileKeyBody);
    const file = await liveUpload(c, file_key);
    const { db, config } = c.get("deps");
    await db
      .update(uploadedFiles)
      .set({ deleted_at: new Date() })
      .where(eq(uploadedFiles.key, file.key));
    await removeFile(uploadFolder(config, file.is_protected), file.key);
    return c.json({ id: file.key, object: "file", deleted: true });
  });
