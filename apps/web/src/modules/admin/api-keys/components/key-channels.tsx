"use client";

// The sales channels a publishable key opens: ticked and removed together, and one picked from
// the channels it is not linked to yet and added (Medusa's key sales-channels batch routes). A key
// linked to no channel sees every product, which the empty list says.
import type { PublishableApiKey } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, SelectField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminTable } from "../../components/admin-table";
import { useSingleFlight } from "../../orders/use-single-flight";
import { SALES_CHANNEL_PATHS } from "../../sales-channels/constants";
import { salesChannelKeys } from "../../sales-channels/sales-channel-keys";
import { toggled } from "../../selection";
import { apiKeyKeys } from "../api-key-keys";
import { CHANNEL_CHOICES_LIMIT } from "../constants";

function AddChannel({ apiKey, linked }: { apiKey: PublishableApiKey; linked: string[] }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const choices = useQuery({
    queryKey: salesChannelKeys.choices(),
    queryFn: async () =>
      (await client.admin.salesChannels.list({ limit: CHANNEL_CHOICES_LIMIT, order: "name" }))
        .sales_channels,
    staleTime: 0,
  });
  const open = (choices.data ?? []).filter((channel) => !linked.includes(channel.id));
  const add = useMutation({
    mutationFn: (id: string) =>
      client.admin.publishableApiKeys.addSalesChannelsBatch(apiKey.id, {
        sales_channel_ids: [{ id }],
      }),
    onSuccess: (_, id) => {
      const name = choices.data?.find((channel) => channel.id === id)?.name ?? "The channel";
      toast.success(`${name} was linked to ${apiKey.title}.`);
      setPicked("");
      setSubmitted(false);
      void queryClient.invalidateQueries({ queryKey: apiKeyKeys.channels(apiKey.id) });
    },
  });
  const addOnce = useSingleFlight(add);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (picked !== "") addOnce(picked);
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Link a sales channel"
      className="flex flex-col gap-4 border border-line bg-surface p-6"
    >
      <h3 className="font-sans text-base font-medium">Link a sales channel</h3>
      <FormAlert>{choices.isError ? errorMessage(choices.error) : null}</FormAlert>
      <FormAlert>{add.isError ? errorMessage(add.error) : null}</FormAlert>
      {choices.data && open.length === 0 ? (
        <p className="text-sm text-muted">The key is linked to every sales channel.</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="Sales channel"
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
            error={submitted && picked === "" ? "Choose a sales channel to link." : undefined}
            className="w-72"
          >
            <option value="">Choose a channel…</option>
            {open.map((channel) => (
              <option key={channel.id} value={channel.id}>
                {channel.name}
                {channel.is_disabled ? " (disabled)" : ""}
              </option>
            ))}
          </SelectField>
          <Button type="submit" disabled={add.isPending} aria-busy={add.isPending}>
            {add.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Link channel"}
          </Button>
        </div>
      )}
    </form>
  );
}

export function KeyChannels({ apiKey }: { apiKey: PublishableApiKey }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string[]>([]);
  const channels = useQuery({
    queryKey: apiKeyKeys.channels(apiKey.id),
    queryFn: async () =>
      (await client.admin.publishableApiKeys.listSalesChannels(apiKey.id)).sales_channels,
    staleTime: 0,
  });
  const remove = useMutation({
    mutationFn: (ids: string[]) =>
      client.admin.publishableApiKeys.deleteSalesChannelsBatch(apiKey.id, {
        sales_channel_ids: ids.map((id) => ({ id })),
      }),
    onSuccess: (_, ids) => {
      toast.success(
        `${ids.length === 1 ? "1 channel was" : `${ids.length} channels were`} unlinked from ${apiKey.title}.`,
      );
      setChosen([]);
      void queryClient.invalidateQueries({ queryKey: apiKeyKeys.channels(apiKey.id) });
    },
  });
  const removeOnce = useSingleFlight(remove);
  const linked = channels.data ?? [];

  return (
    <section aria-labelledby="key-channels" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="key-channels" className="text-xl">
          Sales channels
          {channels.data ? (
            <span className="ml-2 text-base text-muted">({linked.length})</span>
          ) : null}
        </h2>
        <Button
          variant="secondary"
          disabled={chosen.length === 0 || remove.isPending}
          aria-busy={remove.isPending}
          onClick={() => removeOnce(chosen)}
        >
          {remove.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Unlink selected"}
        </Button>
      </div>
      <FormAlert>{channels.isError ? errorMessage(channels.error) : null}</FormAlert>
      <FormAlert>{remove.isError ? errorMessage(remove.error) : null}</FormAlert>
      {channels.data && linked.length === 0 ? (
        <p className="text-muted">
          Linked to no sales channel: storefronts sending this key see every product.
        </p>
      ) : null}
      {linked.length > 0 ? (
        <AdminTable
          caption={`Sales channels of ${apiKey.title}`}
          columns={[{ label: "Select", hidden: true }, { label: "Name" }, { label: "Status" }]}
        >
          {linked.map((channel) => (
            <tr key={channel.id}>
              <td className="w-10 py-3">
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  aria-label={`Select ${channel.name}`}
                  checked={chosen.includes(channel.id)}
                  onChange={() => setChosen((current) => toggled(current, channel.id))}
                />
              </td>
              <td className="py-3">
                <Link
                  href={SALES_CHANNEL_PATHS.detail(channel.id)}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {channel.name}
                </Link>
              </td>
              <td className="py-3">{channel.is_disabled ? "Disabled" : "Enabled"}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <AddChannel apiKey={apiKey} linked={linked.map((channel) => channel.id)} />
    </section>
  );
}
