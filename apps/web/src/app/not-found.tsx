import type { Metadata } from "next";
import { NotFoundTemplate } from "@/modules/layout/templates/not-found-template";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return <NotFoundTemplate title="We couldn’t find that page" />;
}
