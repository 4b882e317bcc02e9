"use client";

// Publishable API keys (issue 15): the keys storefronts send in `x-publishable-api-key`, newest
// first, searched by title, a page at a time, each with whether it still works and its key with a
// Copy button; each opens to its page. The form above creates one.
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { AdminPagedList } from "../components/admin-paged-list";
import { AdminSearchForm } from "../components/admin-search-form";
import { shortDate } from "../format";
import { useListSearch } from "../use-list-search";
import { keyStatus } from "./api-key-input";
import { apiKeyKeys } from "./api-key-keys";
import { CopyKeyButton } from "./components/copy-key-button";
import { KeyTitleForm } from "./components/key-title-form";
import { API_KEY_PATHS, API_KEYS_PAGE_SIZE } from "./constants";

export function ApiKeysTemplate() {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [adding, setAdding] = useState(false);
  const { search, setSearch, q, offset, setOffset, submit } = useListSearch();
  const query = { q, offset };
  const list = useQuery({
    queryKey: apiKeyKeys.list(query),
    queryFn: () => client.admin.publishableApiKeys.list({ ...query, limit: API_KEYS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  async function create({ title }: { title: string }) {
    const { publishable_api_key: key } = await client.admin.publishableApiKeys.create({ title });
    queryClient.setQueryData(apiKeyKeys.detail(key.id), key);
    void queryClient.invalidateQueries({ queryKey: apiKeyKeys.lists() });
    toast.success(`${key.title} was created.`);
    router.push(API_KEY_PATHS.detail(key.id));
  }

  return (
    <>
      <AdminPageHeader
        title="Publishable API keys"
        description="Storefronts send a key with each request; it opens the sales channels linked to it."
      >
        {!adding ? <Button onClick={() => setAdding(true)}>New key</Button> : null}
      </AdminPageHeader>
      {adding ? (
        <section aria-labelledby="new-key" className="mb-8 border border-line bg-surface p-6">
          <h2 id="new-key" className="mb-4 text-xl">
            New key
          </h2>
          <KeyTitleForm
            label="New key"
            initialTitle=""
            submitLabel="Create key"
            onSave={create}
            onCancel={() => setAdding(false)}
          />
        </section>
      ) : null}
      <AdminSearchForm
        label="Search key title"
        value={search}
        onValueChange={setSearch}
        onSubmit={submit}
      />
      <AdminPagedList
        list={list}
        rows={list.data?.publishable_api_keys}
        empty={q ? "No keys match." : "No publishable API keys yet."}
        caption="Publishable API keys"
        columns={[{ label: "Title" }, { label: "Created" }, { label: "Status" }, { label: "Key" }]}
        row={(key) => (
          <tr key={key.id}>
            <td className="py-3">
              <Link
                href={API_KEY_PATHS.detail(key.id)}
                className="font-medium underline-offset-4 hover:underline"
              >
                {key.title}
              </Link>
            </td>
            <td className="py-3">{shortDate(key.created_at)}</td>
            <td className="py-3">{keyStatus(key)}</td>
            <td className="py-3">
              <div className="flex flex-wrap items-center gap-3">
                <code className="font-mono text-xs break-all">{key.id}</code>
                <CopyKeyButton keyId={key.id} title={key.title} />
              </div>
            </td>
          </tr>
        )}
        offset={offset}
        pageSize={API_KEYS_PAGE_SIZE}
        onOffsetChange={setOffset}
      />
    </>
  );
}
