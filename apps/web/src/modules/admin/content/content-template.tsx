"use client";

// The admin content screen (issue 5): the theme settings and the SEO entries of pages, read from
// and published to the content API as the signed-in staff member.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, SelectField } from "@/modules/account/components/form-field";
import { AdminPageHeader } from "../components/admin-page-header";
import { SeoEditor, pageLabel, type SeoPage } from "./seo-editor";
import { ThemeEditor, type ThemeDocument } from "./theme-editor";
import { contentKeys, useStaffContentClient } from "./use-content-client";

const THEME_DOCUMENT_QUERY = `*[_type == "themeSettings"] | order(_updatedAt desc)[0]{_id, _rev, currentTheme, themes}`;
const SEO_PAGES_QUERY = `*[_type in ["page", "locations", "locationsWeServe"]] | order(_type asc, title asc){_id, _type, title, "slug": slug.current, seo}`;

export function ContentTemplate({ apiUrl }: { apiUrl: string }) {
  const client = useStaffContentClient(apiUrl);
  const theme = useQuery({
    queryKey: contentKeys.theme(),
    queryFn: async () => (await client.fetch<ThemeDocument | null>(THEME_DOCUMENT_QUERY)) ?? null,
  });
  const pages = useQuery({
    queryKey: contentKeys.pages(),
    queryFn: () => client.fetch<SeoPage[]>(SEO_PAGES_QUERY),
  });
  const [pageId, setPageId] = useState("");
  const page = pages.data?.find((candidate) => candidate._id === pageId) ?? pages.data?.[0];

  return (
    <>
      <AdminPageHeader
        title="Content"
        description="The shop's theme and the SEO entries of its pages. Publishing changes the live shop at once."
      />
      <section aria-labelledby="theme-heading" className="mb-12 flex flex-col gap-4">
        <h2 id="theme-heading" className="text-2xl">
          Theme
        </h2>
        <FormAlert>{theme.isError ? errorMessage(theme.error) : null}</FormAlert>
        {theme.data === null ? (
          <p className="text-muted">There is no theme settings document.</p>
        ) : null}
        {theme.data ? (
          <ThemeEditor
            key={theme.data._rev ?? theme.data._id}
            client={client}
            document={theme.data}
          />
        ) : null}
      </section>
      <section aria-labelledby="seo-heading" className="flex flex-col gap-4">
        <h2 id="seo-heading" className="text-2xl">
          SEO entries
        </h2>
        <FormAlert>{pages.isError ? errorMessage(pages.error) : null}</FormAlert>
        {pages.data && pages.data.length > 0 ? (
          <SelectField
            label="Page"
            value={page?._id ?? ""}
            onChange={(event) => setPageId(event.target.value)}
            className="max-w-md"
          >
            {pages.data.map((candidate) => (
              <option key={candidate._id} value={candidate._id}>
                {pageLabel(candidate)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {pages.data?.length === 0 ? <p className="text-muted">There are no pages yet.</p> : null}
        {page ? <SeoEditor key={`${page._id}`} client={client} page={page} /> : null}
      </section>
    </>
  );
}
