// Structured data as a JSON-LD script; jsonLdText escapes it so it cannot leave the script.
import { jsonLdText } from "../seo";

export function JsonLd({ schema }: { schema: unknown }) {
  const text = jsonLdText(schema);
  if (!text) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />;
}
