import type { Metadata } from "next";
import { NotFoundTemplate } from "@/modules/layout/templates/not-found-template";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/** Spec §2: where a link with neither an internal nor an external destination leads. */
export default function PageNotFoundPage() {
  return <NotFoundTemplate title="This link doesn’t lead anywhere yet" />;
}
