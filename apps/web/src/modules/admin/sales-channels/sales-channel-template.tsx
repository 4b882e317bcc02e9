"use client";

// One sales channel (issue 15): its name and description (edited in place), whether it is enabled,
// its products with batch add and remove, and deleting it after the danger dialog. The store's
// default channel cannot be deleted: the API's refusal is shown as it says it.
import type { AdminSalesChannel } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL, ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { ActionSection } from "../orders/components/action-section";
import { useSingleFlight } from "../orders/use-single-flight";
import { ChannelForm } from "./components/channel-form";
import { ChannelProducts } from "./components/channel-products";
import { SALES_CHANNEL_PATHS } from "./constants";
import type { ChannelFields } from "./sales-channel-input";
import { salesChannelKeys } from "./sales-channel-keys";
import { useDefaultChannelId } from "./use-default-channel";

export function SalesChannelTemplate({ id }: { id: string }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const channel = useQuery({
    queryKey: salesChannelKeys.detail(id),
    queryFn: async () => (await client.admin.salesChannels.retrieve(id)).sales_channel,
    staleTime: 0,
  });
  const defaultChannelId = useDefaultChannelId();

  function saved(next: AdminSalesChannel) {
    queryClient.setQueryData<AdminSalesChannel>(salesChannelKeys.detail(id), next);
    void queryClient.invalidateQueries({ queryKey: salesChannelKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: salesChannelKeys.choices() });
  }

  async function edit(fields: ChannelFields) {
    const { sales_channel: next } = await client.admin.salesChannels.update(id, fields);
    saved(next);
    toast.success(`${next.name} was saved.`);
    setEditing(false);
  }

  const toggle = useMutation({
    mutationFn: (is_disabled: boolean) => client.admin.salesChannels.update(id, { is_disabled }),
    onSuccess: ({ sales_channel: next }) => {
      saved(next);
      toast.success(`${next.name} is ${next.is_disabled ? "disabled" : "enabled"}.`);
    },
  });
  const toggleOnce = useSingleFlight(toggle);

  const remove = useMutation({
    mutationFn: () => client.admin.salesChannels.delete(id),
    onSuccess: () => {
      toast.success(`${channel.data?.name ?? "The channel"} was deleted.`);
      queryClient.removeQueries({ queryKey: salesChannelKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: salesChannelKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: salesChannelKeys.choices() });
      router.push(SALES_CHANNEL_PATHS.list);
    },
    onSettled: () => setConfirmingDelete(false),
  });
  const removeOnce = useSingleFlight(remove);
  const data = channel.data;
  const isDefault = data !== undefined && data.id === defaultChannelId;

  return (
    <>
      <Link href={SALES_CHANNEL_PATHS.list} className="text-sm underline underline-offset-4">
        ← All sales channels
      </Link>
      <FormAlert>{channel.isError ? errorMessage(channel.error) : null}</FormAlert>
      {data ? (
        <>
          <div className="mt-4">
            <AdminPageHeader
              title={data.name}
              description={isDefault ? "Sales channel · the store's default" : "Sales channel"}
            >
              <div className="flex flex-wrap gap-3">
                {!editing ? (
                  <Button variant="secondary" onClick={() => setEditing(true)}>
                    Edit details
                  </Button>
                ) : null}
                <Button variant="secondary" onClick={() => setConfirmingDelete(true)}>
                  Delete channel
                </Button>
              </div>
            </AdminPageHeader>
          </div>
          <FormAlert>{remove.isError ? errorMessage(remove.error) : null}</FormAlert>
          <div className="mt-6 flex flex-col gap-10">
            {editing ? (
              <section aria-labelledby="edit-channel" className="border border-line bg-surface p-6">
                <h2 id="edit-channel" className="mb-4 text-xl">
                  Edit details
                </h2>
                <ChannelForm
                  label="Edit details"
                  initial={{ name: data.name, description: data.description ?? "" }}
                  submitLabel="Save details"
                  onSave={edit}
                  onCancel={() => setEditing(false)}
                />
              </section>
            ) : null}
            <ActionSection id="channel-summary" title="Channel">
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-muted">Description</dt>
                  <dd>{data.description ?? "None"}</dd>
                </div>
                <div>
                  <dt className="text-muted">Status</dt>
                  <dd data-testid="channel-status">{data.is_disabled ? "Disabled" : "Enabled"}</dd>
                </div>
              </dl>
              <p className="text-sm text-muted">
                {data.is_disabled
                  ? "New carts cannot be started in a disabled channel."
                  : "Storefronts whose key opens this channel sell its products."}
              </p>
              <FormAlert>{toggle.isError ? errorMessage(toggle.error) : null}</FormAlert>
              <Button
                variant="secondary"
                className="self-start"
                disabled={toggle.isPending}
                aria-busy={toggle.isPending}
                onClick={() => toggleOnce(!data.is_disabled)}
              >
                {toggle.isPending
                  ? CONFIRM_DIALOG_BUSY_LABEL
                  : data.is_disabled
                    ? "Enable channel"
                    : "Disable channel"}
              </Button>
            </ActionSection>
            <ChannelProducts channel={data} />
          </div>
          <ConfirmDialog
            open={confirmingDelete}
            title="Delete sales channel"
            message={`Its products stay in the catalogue, but storefronts can no longer sell them through ${data.name}, and keys linked to it lose it.`}
            confirmLabel="Delete channel"
            variant="danger"
            busy={remove.isPending}
            onConfirm={() => removeOnce()}
            onCancel={() => setConfirmingDelete(false)}
          />
        </>
      ) : null}
    </>
  );
}
