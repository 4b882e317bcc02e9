import type { Metadata } from "next";
import { unstable_rethrow } from "next/navigation";
import { runtimeConfig } from "@/lib/config";
import { getContentPage, getSiteSchema, type ContentPage } from "@/lib/content/pages.server";
import { JsonLd } from "@/modules/content/components/json-ld";
import { RichText } from "@/modules/content/components/rich-text";
import { SeoHead } from "@/modules/content/components/seo-head";
import { contentPageMetadata } from "@/modules/content/page-metadata";
import { HomeTemplate } from "@/modules/home/templates/home-template";

/** The content document the home page renders (spec §2: "home" slugs are /). */
const HOME_SLUG = "home";

/** The shop still sells when the content service is down: the home page falls back to products. */
async function homeDocument(): Promise<ContentPage | null> {
  try {
    return await getContentPage("page", HOME_SLUG);
  } catch (error) {
    // Next's own signals (this page is dynamic) must reach Next, not the fallback.
    unstable_rethrow(error);
    console.error("Home page: the content service failed; showing the shop sections only.", error);
    return null;
  }
}

/** The Organization the home page's WebPage schema points to. */
async function siteSchema(): Promise<unknown> {
  try {
    return await getSiteSchema();
  } catch (error) {
    unstable_rethrow(error);
    return null;
  }
}

export async function generateMetadata(): Promise<Metadata> {
  return contentPageMetadata(await homeDocument());
}

export default async function HomePage() {
  const [page, organization] = await Promise.all([homeDocument(), siteSchema()]);
  return (
    <>
      <JsonLd schema={organization} />
      {page ? <SeoHead seo={page.seo} seoSchema={page.seoSchema} /> : null}
      <HomeTemplate
        content={
          page?.body?.length ? (
            <section className="container-page max-w-3xl">
              <RichText value={page.body} publicApiUrl={runtimeConfig().publicApiUrl} />
            </section>
          ) : undefined
        }
      />
    </>
  );
}
