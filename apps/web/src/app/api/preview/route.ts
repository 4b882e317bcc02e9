// Spec §2 "Preview mode": `/api/preview?secret=…&slug=…[&path=…]` with the configured secret turns
// on Next's draft mode (a cookie) and sends the browser to the page without the query string; a
// wrong or missing secret is a 401 and no preview.
import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { previewSecret } from "@/lib/config";
import {
  PREVIEW_SECRET_PARAM,
  PREVIEW_SLUG_PARAM,
  previewPath,
  secretMatches,
} from "@/modules/preview/preview-request";

export const dynamic = "force-dynamic";

export async function GET(request: NextRequest) {
  const search = request.nextUrl.searchParams;
  if (!secretMatches(search.get(PREVIEW_SECRET_PARAM), previewSecret())) {
    return new Response("Invalid preview secret.", { status: 401 });
  }
  const target = previewPath(search.get("path") ?? search.get(PREVIEW_SLUG_PARAM) ?? "");
  if (!target) return new Response("Invalid preview slug.", { status: 400 });
  (await draftMode()).enable();
  redirect(target);
}
