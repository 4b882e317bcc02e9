// Leaves preview mode (clears Next's draft mode cookie) and goes back to the page, or home.
import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { previewPath } from "@/modules/preview/preview-request";

export const dynamic = "force-dynamic";

export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  redirect(previewPath(request.nextUrl.searchParams.get("path") ?? "") ?? "/");
}
