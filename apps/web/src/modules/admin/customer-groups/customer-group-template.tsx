"use client";

// One customer group: its name (renamed in place), its members with batch add and remove, and
// deleting it after the danger dialog.
import type { CustomerGroup } from "@atelier/commerce-client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { useDeleteAndLeave } from "../use-delete-and-leave";
import { GroupMembers } from "./components/group-members";
import { GroupNameForm } from "./components/group-name-form";
import { CUSTOMER_GROUP_PATHS } from "./constants";
import { customerGroupKeys } from "./customer-group-keys";

export function CustomerGroupTemplate({ id }: { id: string }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const group = useQuery({
    queryKey: customerGroupKeys.detail(id),
    queryFn: async () => (await client.admin.customerGroups.retrieve(id)).customer_group,
  });

  async function rename({ name }: { name: string }) {
    const { customer_group: saved } = await client.admin.customerGroups.update(id, { name });
    queryClient.setQueryData<CustomerGroup>(customerGroupKeys.detail(id), saved);
    void queryClient.invalidateQueries({ queryKey: customerGroupKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: customerGroupKeys.choices() });
    toast.success(`The group is now called ${saved.name}.`);
    setRenaming(false);
  }

  const deletion = useDeleteAndLeave({
    remove: () => client.admin.customerGroups.delete(id),
    deletedMessage: () => `${group.data?.name ?? "The group"} was deleted.`,
    detailKey: customerGroupKeys.detail(id),
    staleKeys: [customerGroupKeys.lists(), customerGroupKeys.choices()],
    listPath: CUSTOMER_GROUP_PATHS.list,
  });
  const data = group.data;

  return (
    <>
      <Link href={CUSTOMER_GROUP_PATHS.list} className="text-sm underline underline-offset-4">
        ← All customer groups
      </Link>
      <FormAlert>{group.isError ? errorMessage(group.error) : null}</FormAlert>
      {data ? (
        <>
          <div className="mt-4">
            <AdminPageHeader title={data.name} description="Customer group">
              <div className="flex gap-3">
                {!renaming ? (
                  <Button variant="secondary" onClick={() => setRenaming(true)}>
                    Rename
                  </Button>
                ) : null}
                <Button variant="secondary" onClick={() => deletion.setConfirming(true)}>
                  Delete group
                </Button>
              </div>
            </AdminPageHeader>
          </div>
          <div className="flex flex-col gap-10">
            {renaming ? (
              <section aria-labelledby="rename-group" className="border border-line bg-surface p-6">
                <h2 id="rename-group" className="mb-4 text-xl">
                  Rename group
                </h2>
                <GroupNameForm
                  label="Rename group"
                  initialName={data.name}
                  submitLabel="Save name"
                  onSave={rename}
                  onCancel={() => setRenaming(false)}
                />
              </section>
            ) : null}
            <GroupMembers group={data} />
          </div>
          <ConfirmDialog
            open={deletion.confirming}
            title="Delete customer group"
            message={`Its members stay customers, but price lists for ${data.name} no longer apply to them.`}
            confirmLabel="Delete group"
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
