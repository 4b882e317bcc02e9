// The SEO entries Next's metadata does not carry, as <meta> and <link> tags (React 19 places them
// in the document head), and the page's seoSchema as JSON-LD (spec §2 "Page shell").
import { seoHeadTags, type SeoEntry } from "../seo";
import { JsonLd } from "./json-ld";

export function SeoHead({ seo, seoSchema }: { seo?: SeoEntry[] | null; seoSchema?: unknown }) {
  return (
    <>
      {seoHeadTags(seo).map((tag) => {
        if (tag.kind === "link") return <link key={tag.key} rel={tag.rel} href={tag.href} />;
        if (tag.kind === "meta") {
          return tag.attribute === "property" ? (
            <meta key={tag.key} property={tag.name} content={tag.content} />
          ) : (
            <meta key={tag.key} name={tag.name} content={tag.content} />
          );
        }
        return null;
      })}
      <JsonLd schema={seoSchema} />
    </>
  );
}
