"use client";

// A sales channel's products: a page at a time, ticked and removed together; and products found
// by title, ticked and added together (Medusa's products batch routes). What a channel holds is
// what storefronts whose key opens it can see, so both change the store at once.
import type { AdminProduct, AdminSalesChannel } from "@atelier/commerce-client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPagedList } from "../../components/admin-paged-list";
import { useSingleFlight } from "../../orders/use-single-flight";
import { productPath } from "../../products/constants";
import { toggled } from "../../selection";
import { CHANNEL_PRODUCTS_PAGE_SIZE, PRODUCT_SEARCH_LIMIT } from "../constants";
import { salesChannelKeys } from "../sales-channel-keys";

const STATUS_LABELS: Record<string, string> = {
  draft: "Draft",
  proposed: "Proposed",
  published: "Published",
  rejected: "Rejected",
};

function countOf(ids: readonly unknown[]): string {
  return ids.length === 1 ? "1 product was" : `${ids.length} products were`;
}

function AddProducts({ channel }: { channel: AdminSalesChannel }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [q, setQ] = useState<string | undefined>(undefined);
  const [chosen, setChosen] = useState<string[]>([]);
  const results = useQuery({
    queryKey: salesChannelKeys.productSearch(channel.id, q ?? ""),
    queryFn: () => client.admin.products.list({ q, limit: PRODUCT_SEARCH_LIMIT }),
    enabled: q !== undefined,
    staleTime: 0,
  });
  const add = useMutation({
    mutationFn: (ids: string[]) =>
      client.admin.salesChannels.addProducts(channel.id, {
        product_ids: ids.map((id) => ({ id })),
      }),
    onSuccess: (_, ids) => {
      toast.success(`${countOf(ids)} added to ${channel.name}.`);
      setChosen([]);
      void queryClient.invalidateQueries({ queryKey: salesChannelKeys.products(channel.id) });
      void queryClient.invalidateQueries({
        queryKey: salesChannelKeys.productSearch(channel.id, q ?? ""),
      });
    },
  });
  const addOnce = useSingleFlight(add);
  const inChannel = (product: AdminProduct) =>
    product.sales_channels.some((each) => each.id === channel.id);

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChosen([]);
    setQ(text.trim());
  }

  const found = results.data?.products ?? [];
  return (
    <div className="flex flex-col gap-4 border border-line bg-surface p-6">
      <h3 className="font-sans text-base font-medium">Add products</h3>
      <p className="text-sm text-muted">
        Search by part of a title; an empty search lists the newest products.
      </p>
      <form
        role="search"
        aria-label="Find products to add"
        onSubmit={find}
        className="flex flex-wrap items-end gap-3"
      >
        <TextField
          label="Find products"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="w-72"
        />
        <Button type="submit" variant="secondary">
          Find products
        </Button>
      </form>
      <FormAlert>{results.isError ? errorMessage(results.error) : null}</FormAlert>
      <FormAlert>{add.isError ? errorMessage(add.error) : null}</FormAlert>
      {results.data && found.length === 0 ? (
        <p className="text-sm text-muted">No products match.</p>
      ) : null}
      {found.length > 0 ? (
        <>
          <ul aria-label="Products found" className="divide-y divide-line border-y border-line">
            {found.map((product) => (
              <li key={product.id} className="py-2 text-sm">
                {inChannel(product) ? (
                  <span>
                    {product.title}
                    <span className="text-muted"> · already in this channel</span>
                  </span>
                ) : (
                  <label className="flex items-center gap-3">
                    <input
                      type="checkbox"
                      className="h-4 w-4"
                      checked={chosen.includes(product.id)}
                      onChange={() => setChosen((current) => toggled(current, product.id))}
                    />
                    <span>
                      {product.title}
                      <span className="text-muted">
                        {" "}
                        · {STATUS_LABELS[product.status] ?? product.status}
                      </span>
                    </span>
                  </label>
                )}
              </li>
            ))}
          </ul>
          <Button
            className="self-start"
            disabled={chosen.length === 0 || add.isPending}
            aria-busy={add.isPending}
            onClick={() => addOnce(chosen)}
          >
            {add.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Add to channel"}
          </Button>
        </>
      ) : null}
    </div>
  );
}

export function ChannelProducts({ channel }: { channel: AdminSalesChannel }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const [offset, setOffset] = useState(0);
  const [chosen, setChosen] = useState<string[]>([]);
  const products = useQuery({
    queryKey: salesChannelKeys.productPage(channel.id, offset),
    queryFn: () =>
      client.admin.products.list({
        sales_channel_id: [channel.id],
        offset,
        limit: CHANNEL_PRODUCTS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const remove = useMutation({
    mutationFn: (ids: string[]) =>
      client.admin.salesChannels.removeProducts(channel.id, {
        product_ids: ids.map((id) => ({ id })),
      }),
    onSuccess: (_, ids) => {
      toast.success(`${countOf(ids)} removed from ${channel.name}.`);
      setChosen([]);
      void queryClient.invalidateQueries({ queryKey: salesChannelKeys.products(channel.id) });
    },
  });
  const removeOnce = useSingleFlight(remove);

  return (
    <section aria-labelledby="channel-products" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="channel-products" className="text-xl">
          Products
          {products.data ? (
            <span className="ml-2 text-base text-muted">({products.data.count})</span>
          ) : null}
        </h2>
        <Button
          variant="secondary"
          disabled={chosen.length === 0 || remove.isPending}
          aria-busy={remove.isPending}
          onClick={() => removeOnce(chosen)}
        >
          {remove.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Remove selected"}
        </Button>
      </div>
      <FormAlert>{remove.isError ? errorMessage(remove.error) : null}</FormAlert>
      <AdminPagedList
        list={products}
        rows={products.data?.products}
        empty="No products in this channel yet."
        caption={`Products in ${channel.name}`}
        columns={[{ label: "Select", hidden: true }, { label: "Title" }, { label: "Status" }]}
        row={(product) => (
          <tr key={product.id}>
            <td className="w-10 py-3">
              <input
                type="checkbox"
                className="h-4 w-4"
                aria-label={`Select ${product.title}`}
                checked={chosen.includes(product.id)}
                onChange={() => setChosen((current) => toggled(current, product.id))}
              />
            </td>
            <td className="py-3">
              <Link
                href={productPath(product.id)}
                className="font-medium underline-offset-4 hover:underline"
              >
                {product.title}
              </Link>
            </td>
            <td className="py-3">{STATUS_LABELS[product.status] ?? product.status}</td>
          </tr>
        )}
        offset={offset}
        pageSize={CHANNEL_PRODUCTS_PAGE_SIZE}
        onOffsetChange={(next) => {
          setChosen([]);
          setOffset(next);
        }}
      />
      <AddProducts channel={channel} />
    </section>
  );
}
