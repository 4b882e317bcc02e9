// The files under /media: public uploads and images (immutable, cached for a year) and protected
// uploads, which answer only to a signed, expiring download URL.
import { z } from "zod";
import { operation } from "../operation";

const TAG = "Media";

/** What a missing file (or a refused download) answers: the API's plain not-found text. */
const NOT_FOUND = { description: "No such file", content: { "text/plain": z.string() } };

export const GetMediaProtectedFile = operation({
  id: "GetMediaProtectedFile",
  method: "get",
  path: "/media/protected/{key}",
  tag: TAG,
  summary: "Download a protected upload",
  description:
    "Needs the `expires` and `signature` of a download URL from `POST /admin/uploads/download-url`. A missing, wrong or expired signature answers as a missing file does.",
  audience: "public",
  // Read by the handler itself: any value that does not fit is a 404, as a missing file is.
  query: z.object({
    expires: z.string().meta({ description: "When the URL stops working (Unix seconds)" }),
    signature: z.string().meta({ description: "The URL's signature" }),
  }),
  responses: {
    200: {
      description: "The file, never cached",
      content: { "image/*": null },
      headers: { "Cache-Control": "private, no-store" },
    },
    404: NOT_FOUND,
  },
});

export const GetMediaFile = operation({
  id: "GetMediaFile",
  method: "get",
  path: "/media/{path}",
  tag: TAG,
  summary: "Get a file",
  description:
    "`path` may hold slashes (`uploads/<key>`). Names are content-addressed, so a file is cached for a year; `If-None-Match` or `If-Modified-Since` get a 304 when the copy is current.",
  audience: "public",
  responses: {
    200: {
      description: "The file",
      content: { "*/*": null },
      headers: {
        "Cache-Control": "public, max-age=31536000, immutable",
        ETag: "The file's size and modification time",
        "Last-Modified": "When the file was written",
      },
    },
    304: { description: "The copy the caller holds is current" },
    404: NOT_FOUND,
  },
});
