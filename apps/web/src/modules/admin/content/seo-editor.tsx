"use client";

// The SEO entries of a page (spec §2 "Page shell"): key, content and address of each, added,
// changed or removed, then published on the page document.
import type { SanityClient } from "@sanity/client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import type { SeoEntry } from "@/modules/content/seo";
import { cleanSeoEntries, newSeoEntry, seoProblems } from "./content-draft";
import { contentKeys } from "./use-content-client";

export interface SeoPage {
  _id: string;
  _type: string;
  title?: string | null;
  slug?: string | null;
  seo?: SeoEntry[] | null;
}

export function pageLabel(page: SeoPage): string {
  return `${page.title ?? page.slug ?? page._id} (${page._type})`;
}

export function SeoEditor({ client, page }: { client: SanityClient; page: SeoPage }) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<SeoEntry[]>(() =>
    (page.seo ?? []).map((entry) => ({ ...entry, _key: entry._key ?? newSeoEntry()._key })),
  );
  const [problems, setProblems] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (seo: SeoEntry[]) => client.patch(page._id).set({ seo }).commit(),
    onSuccess: async () => {
      toast.success("SEO entries published.");
      await queryClient.invalidateQueries({ queryKey: contentKeys.pages() });
    },
  });

  function change(index: number, field: "key" | "content" | "href", value: string) {
    setEntries((current) =>
      current.map((entry, at) => (at === index ? { ...entry, [field]: value } : entry)),
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = seoProblems(entries);
    setProblems(found);
    if (found.length === 0 && !save.isPending) save.mutate(cleanSeoEntries(entries));
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`SEO entries of ${pageLabel(page)}`}
      className="flex flex-col gap-4"
    >
      <FormAlert>{save.isError ? errorMessage(save.error) : null}</FormAlert>
      {problems.length > 0 ? (
        <ul role="alert" className="list-disc pl-5 text-sm text-danger">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {entries.length === 0 ? <p className="text-sm text-muted">No SEO entries yet.</p> : null}
      <ol className="flex flex-col gap-4">
        {entries.map((entry, index) => (
          <li key={entry._key} className="flex flex-wrap items-end gap-3 border-b border-line pb-4">
            <TextField
              label={`Key of entry ${index + 1}`}
              value={entry.key ?? ""}
              onChange={(event) => change(index, "key", event.target.value)}
              className="w-48"
            />
            <TextField
              label={`Content of entry ${index + 1}`}
              value={entry.content ?? ""}
              onChange={(event) => change(index, "content", event.target.value)}
              className="min-w-64 flex-1"
            />
            <TextField
              label={`Address of entry ${index + 1}`}
              value={entry.href ?? ""}
              onChange={(event) => change(index, "href", event.target.value)}
              className="w-64"
            />
            <Button
              variant="ghost"
              onClick={() => setEntries((current) => current.filter((_, at) => at !== index))}
            >
              Remove entry {index + 1}
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => setEntries((current) => [...current, newSeoEntry()])}
        >
          Add an entry
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Publish SEO entries"}
        </Button>
      </div>
    </form>
  );
}
