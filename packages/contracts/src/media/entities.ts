// One stored file from `POST /admin/uploads`.
import { z } from "zod";

export const AdminUpload = z
  .object({ url: z.string(), key: z.string() })
  .meta({ id: "AdminUpload" });
export type AdminUpload = z.infer<typeof AdminUpload>;
