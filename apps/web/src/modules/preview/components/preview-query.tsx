"use client";

// Spec §2: any page opened with both `secret` and `slug` in its query string asks /api/preview to
// enter preview; when the secret is right the app navigates to the same path without the query
// string (now rendered with drafts). A wrong secret leaves the page as it is, not in preview.
import { useEffect } from "react";
import { PREVIEW_SECRET_PARAM, PREVIEW_SLUG_PARAM, withoutPreviewParams } from "../preview-request";

export function PreviewQuery() {
  useEffect(() => {
    const { pathname, search } = window.location;
    const params = new URLSearchParams(search);
    const secret = params.get(PREVIEW_SECRET_PARAM);
    const slug = params.get(PREVIEW_SLUG_PARAM);
    if (secret === null || slug === null) return;
    const enter = new URLSearchParams({
      [PREVIEW_SECRET_PARAM]: secret,
      [PREVIEW_SLUG_PARAM]: slug,
      path: pathname,
    });
    let cancelled = false;
    // The answer is a redirect (opaque here) when preview is on, a 401 when the secret is wrong.
    fetch(`/api/preview?${enter.toString()}`, { redirect: "manual", cache: "no-store" })
      .then((response) => {
        if (cancelled || (response.type !== "opaqueredirect" && !response.ok)) return;
        window.location.replace(withoutPreviewParams(pathname, params));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return null;
}
