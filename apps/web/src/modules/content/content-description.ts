// The meta description of a content page (issue 11): its SEO entry, else what the page itself
// says (a showroom's address and opening hours, a page's description field, its first paragraph).
// Undefined leaves the site settings' default of the root layout in place.
import type { BodyBlock, ContentPage } from "@/lib/content/pages.server";
import { firstDescription } from "@/modules/seo/meta-description";
import type { LocationFields } from "./components/location-details";

/** Headings repeat the title; the first paragraph or quote says what the page is about. */
const HEADING_STYLES = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);

function blockText(block: BodyBlock): string {
  if (block._type !== "block" || !Array.isArray(block.children)) return "";
  return block.children
    .map((child: unknown) =>
      child && typeof child === "object" && "text" in child && typeof child.text === "string"
        ? child.text
        : "",
    )
    .join("");
}

/** The body's first text that is not a heading. */
export function firstBodyText(body: readonly BodyBlock[] | null | undefined): string | undefined {
  for (const block of body ?? []) {
    if (typeof block.style === "string" && HEADING_STYLES.has(block.style)) continue;
    const text = blockText(block).trim();
    if (text) return text;
  }
  return undefined;
}

/** A string field of the document, if it is one. */
function textField(page: ContentPage, field: string): string | undefined {
  const value = page[field];
  return typeof value === "string" ? value : undefined;
}

/** "Atelier Shoreditch, 12 Rivington Street, London EC2A 3DU. Open Monday to Friday 10:00–18:00." */
export function showroomText(page: ContentPage): string {
  const { address, openingHours } = page as LocationFields;
  const place = [
    page.title ?? textField(page, "name"),
    address?.street,
    [address?.city, address?.postcode].filter(Boolean).join(" "),
  ].filter((part) => Boolean(part?.trim()));
  const hours = (openingHours ?? [])
    .filter((each) => each.days && each.opens && each.closes)
    .map((each) => `${each.days} ${each.opens}–${each.closes}`);
  return [
    place.length ? `${place.join(", ")}.` : "",
    hours.length ? `Open ${hours.join(", ")}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The description of a page, a showroom or a served area, in the order of issue 11's rule. `seo`
 * is the description of the page's own SEO entries, when it has one.
 */
export function contentDescription(
  page: ContentPage,
  seo: string | null | undefined,
): string | undefined {
  const derived =
    page._type === "locations" ? [showroomText(page)] : [textField(page, "description")];
  return firstDescription([seo, ...derived, firstBodyText(page.body)]);
}
