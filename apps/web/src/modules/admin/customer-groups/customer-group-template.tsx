"use client";

// One customer group: its name (renamed in place), its members with batch add and remove, and
// deleting it after the danger dialog.
import type { CustomerGroup } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useCommerce } from "@/modules/commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { useSingleFlight } from "../orders/use-single-flight";
import { GroupMembers } from "./components/group-members";
import { GroupNameForm } from "./components/group-name-form";
import { CUSTOMER_GROUP_PATHS } from "./constants";
import { customerGroupKeys } from "./customer-group-keys";

export function CustomerGroupTemplate({ id }: { id: string }) {
  const client = useCommerce();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
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

  const remove = useMutation({
    mutationFn: () => client.admin.customerGroups.delete(id),
    onSuccess: () => {
      toast.success(`${group.data?.name ?? "The group"} was deleted.`);
      queryClient.removeQueries({ queryKey: customerGroupKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: customerGroupKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: customerGroupKeys.choices() });
      router.push(CUSTOMER_GROUP_PATHS.list);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      setDeleting(false);
    },
  });
  const removeOnce = useSingleFlight(remove);
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
                <Button variant="secondary" onClick={() => setDeleting(true)}>
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
            open={deleting}
            title="Delete customer group"
            message={`Its members stay customers, but price lists for ${data.name} no longer apply to them.`}
            confirmLabel="Delete group"
            variant="danger"
            busy={remove.isPending}
            onConfirm={() => removeOnce()}
            onCancel={() => setDeleting(false)}
          />
        </>
      ) : null}
    </>
  );
}
