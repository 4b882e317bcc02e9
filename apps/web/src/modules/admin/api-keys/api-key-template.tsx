"use client";

// One publishable API key (issue 15): its key with a Copy button, its title (renamed in place),
// the sales channels it opens, revoking it (after a confirmation: a revoked key is refused by the
// Store API for good, so it cannot be revoked twice) and deleting it.
import type { PublishableApiKey } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { orderDate } from "@/modules/account/order-display";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { ActionSection } from "../orders/components/action-section";
import { useSingleFlight } from "../orders/use-single-flight";
import { useDeleteAndLeave } from "../use-delete-and-leave";
import { keyStatus } from "./api-key-input";
import { apiKeyKeys } from "./api-key-keys";
import { CopyKeyButton } from "./components/copy-key-button";
import { KeyChannels } from "./components/key-channels";
import { KeyTitleForm } from "./components/key-title-form";
import { API_KEY_PATHS } from "./constants";

export function ApiKeyTemplate({ id }: { id: string }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const apiKey = useQuery({
    queryKey: apiKeyKeys.detail(id),
    queryFn: async () => (await client.admin.publishableApiKeys.retrieve(id)).publishable_api_key,
    staleTime: 0,
  });

  function saved(next: PublishableApiKey) {
    queryClient.setQueryData<PublishableApiKey>(apiKeyKeys.detail(id), next);
    void queryClient.invalidateQueries({ queryKey: apiKeyKeys.lists() });
  }

  async function rename({ title }: { title: string }) {
    const { publishable_api_key: next } = await client.admin.publishableApiKeys.update(id, {
      title,
    });
    saved(next);
    toast.success(`The key is now called ${next.title}.`);
    setRenaming(false);
  }

  const revoke = useMutation({
    mutationFn: () => client.admin.publishableApiKeys.revoke(id),
    onSuccess: ({ publishable_api_key: next }) => {
      saved(next);
      toast.success(`${next.title} was revoked.`);
    },
    onSettled: () => setConfirmingRevoke(false),
  });
  const revokeOnce = useSingleFlight(revoke);

  const deletion = useDeleteAndLeave({
    remove: () => client.admin.publishableApiKeys.delete(id),
    deletedMessage: () => `${apiKey.data?.title ?? "The key"} was deleted.`,
    detailKey: apiKeyKeys.detail(id),
    staleKeys: [apiKeyKeys.lists()],
    listPath: API_KEY_PATHS.list,
  });
  const data = apiKey.data;

  return (
    <>
      <Link href={API_KEY_PATHS.list} className="text-sm underline underline-offset-4">
        ← All publishable API keys
      </Link>
      <FormAlert>{apiKey.isError ? errorMessage(apiKey.error) : null}</FormAlert>
      {data ? (
        <>
          <div className="mt-4">
            <AdminPageHeader
              title={data.title}
              description={`Publishable API key · created ${orderDate(data.created_at)}${
                data.revoked_at ? ` · revoked ${orderDate(data.revoked_at)}` : ""
              }`}
            >
              <div className="flex flex-wrap gap-3">
                {!renaming ? (
                  <Button variant="secondary" onClick={() => setRenaming(true)}>
                    Rename
                  </Button>
                ) : null}
                {data.revoked_at === null ? (
                  <Button variant="secondary" onClick={() => setConfirmingRevoke(true)}>
                    Revoke key
                  </Button>
                ) : null}
                <Button variant="secondary" onClick={() => deletion.setConfirming(true)}>
                  Delete key
                </Button>
              </div>
            </AdminPageHeader>
          </div>
          <div className="flex flex-col gap-10">
            {renaming ? (
              <section aria-labelledby="rename-key" className="border border-line bg-surface p-6">
                <h2 id="rename-key" className="mb-4 text-xl">
                  Rename key
                </h2>
                <KeyTitleForm
                  label="Rename key"
                  initialTitle={data.title}
                  submitLabel="Save title"
                  onSave={rename}
                  onCancel={() => setRenaming(false)}
                />
              </section>
            ) : null}
            <ActionSection id="key-summary" title="Key">
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                <div className="sm:col-span-2">
                  <dt className="text-muted">Key</dt>
                  <dd className="mt-1 flex flex-wrap items-center gap-3">
                    <code data-testid="api-key-id" className="font-mono break-all">
                      {data.id}
                    </code>
                    <CopyKeyButton keyId={data.id} title={data.title} />
                  </dd>
                </div>
                <div>
                  <dt className="text-muted">Status</dt>
                  <dd data-testid="api-key-status">{keyStatus(data)}</dd>
                </div>
                {data.revoked_at ? (
                  <div>
                    <dt className="text-muted">Revoked on</dt>
                    <dd>{orderDate(data.revoked_at)}</dd>
                  </div>
                ) : null}
              </dl>
              <p className="text-sm text-muted">
                {data.revoked_at === null
                  ? "Storefronts send it in the x-publishable-api-key header of each Store API request."
                  : "Revoked: the Store API refuses requests that send it. A revoked key cannot be brought back; create a new one."}
              </p>
              <FormAlert>{revoke.isError ? errorMessage(revoke.error) : null}</FormAlert>
            </ActionSection>
            <KeyChannels apiKey={data} />
          </div>
          <ConfirmDialog
            open={confirmingRevoke}
            title="Revoke this key?"
            message={`Storefronts sending ${data.title} are refused from now on. A revoked key cannot be used again.`}
            confirmLabel="Revoke key"
            variant="danger"
            busy={revoke.isPending}
            onConfirm={() => revokeOnce()}
            onCancel={() => setConfirmingRevoke(false)}
          />
          <ConfirmDialog
            open={deletion.confirming}
            title="Delete this key?"
            message={`Storefronts sending ${data.title} are refused, and it leaves this list.`}
            confirmLabel="Delete key"
            variant="danger"
            busy={deletion.busy}
            onConfirm={deletion.confirm}
            onCancel={() => deletion.setConfirming(false)}
          />
        </>
      ) : null}
    </>
  );
}
