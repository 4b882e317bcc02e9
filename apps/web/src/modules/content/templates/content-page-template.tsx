// A content document as a page: its SEO tags, title and rich-text body (issue 5 "Storefront").
import type { ReactNode } from "react";
import type { ContentPage } from "@/lib/content/pages.server";
import { LocationDetails, type LocationFields } from "../components/location-details";
import { RichText } from "../components/rich-text";
import { SeoHead } from "../components/seo-head";

const EYEBROW: Partial<Record<ContentPage["_type"], string>> = {
  locations: "Showroom",
  locationsWeServe: "Where we deliver",
};

export function ContentPageTemplate({
  page,
  publicApiUrl,
  children,
}: {
  page: ContentPage;
  publicApiUrl: string;
  /** Rendered after the body (the home page's product sections). */
  children?: ReactNode;
}) {
  const eyebrow = EYEBROW[page._type];
  return (
    <>
      <SeoHead seo={page.seo} seoSchema={page.seoSchema} />
      <article className="container-page max-w-3xl py-14 md:py-20">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        {page.title ? <h1 className="mt-3 text-4xl md:text-5xl">{page.title}</h1> : null}
        {page._type === "locations" ? (
          <LocationDetails location={page as LocationFields} publicApiUrl={publicApiUrl} />
        ) : null}
        {/* A showroom's own picture above leads its page; elsewhere the body's first picture does. */}
        <RichText
          value={page.body}
          publicApiUrl={publicApiUrl}
          eagerFirstImage={page._type !== "locations"}
        />
      </article>
      {children}
    </>
  );
}
