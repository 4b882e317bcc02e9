"use client";

// Sales channels (issue 15): the channels products are sold through, newest first, searched by
// name or description, a page at a time, each opening to its page; and a form to add one. The
// store's default channel (what the shop sells through without a publishable key) is marked.
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
import { useListSearch } from "../use-list-search";
import { ChannelForm } from "./components/channel-form";
import { SALES_CHANNEL_PATHS, SALES_CHANNELS_PAGE_SIZE } from "./constants";
import type { ChannelFields } from "./sales-channel-input";
import { salesChannelKeys } from "./sales-channel-keys";
import { useDefaultChannelId } from "./use-default-channel";

export function SalesChannelsTemplate() {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [adding, setAdding] = useState(false);
  const { search, setSearch, q, offset, setOffset, submit } = useListSearch();
  const query = { q, offset };
  const list = useQuery({
    queryKey: salesChannelKeys.list(query),
    queryFn: () => client.admin.salesChannels.list({ ...query, limit: SALES_CHANNELS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const defaultChannelId = useDefaultChannelId();

  async function create(fields: ChannelFields) {
    const { sales_channel: channel } = await client.admin.salesChannels.create(fields);
    queryClient.setQueryData(salesChannelKeys.detail(channel.id), channel);
    void queryClient.invalidateQueries({ queryKey: salesChannelKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: salesChannelKeys.choices() });
    toast.success(`${channel.name} was created.`);
    router.push(SALES_CHANNEL_PATHS.detail(channel.id));
  }

  return (
    <>
      <AdminPageHeader
        title="Sales channels"
        description="Where products are sold: each storefront's publishable API key opens the channels it is linked to."
      >
        {!adding ? <Button onClick={() => setAdding(true)}>New channel</Button> : null}
      </AdminPageHeader>
      {adding ? (
        <section aria-labelledby="new-channel" className="mb-8 border border-line bg-surface p-6">
          <h2 id="new-channel" className="mb-4 text-xl">
            New channel
          </h2>
          <ChannelForm
            label="New channel"
            initial={{ name: "", description: "" }}
            submitLabel="Create channel"
            onSave={create}
            onCancel={() => setAdding(false)}
          />
        </section>
      ) : null}
      <AdminSearchForm
        label="Search channel name or description"
        value={search}
        onValueChange={setSearch}
        onSubmit={submit}
      />
      <AdminPagedList
        list={list}
        rows={list.data?.sales_channels}
        empty={q ? "No sales channels match." : "No sales channels yet."}
        caption="Sales channels"
        columns={[{ label: "Name" }, { label: "Description" }, { label: "Status" }]}
        row={(channel) => (
          <tr key={channel.id}>
            <td className="py-3">
              <Link
                href={SALES_CHANNEL_PATHS.detail(channel.id)}
                className="font-medium underline-offset-4 hover:underline"
              >
                {channel.name}
              </Link>
              {channel.id === defaultChannelId ? (
                <span className="ml-2 text-xs text-muted">(default)</span>
              ) : null}
            </td>
            <td className="py-3 text-muted">{channel.description ?? "—"}</td>
            <td className="py-3">{channel.is_disabled ? "Disabled" : "Enabled"}</td>
          </tr>
        )}
        offset={offset}
        pageSize={SALES_CHANNELS_PAGE_SIZE}
        onOffsetChange={setOffset}
      />
    </>
  );
}
