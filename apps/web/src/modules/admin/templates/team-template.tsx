"use client";

// The team (issue 4): the staff users, inviting someone by email with a role, and the pending
// invites (resend, withdraw). Removing a user asks first, in the danger dialog.
import type { AdminUser, StaffRole } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, SelectField, TextField } from "@/modules/account/components/form-field";
import { emailError } from "@/modules/account/validation";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { useAdmin } from "../admin-session";
import { AdminPageHeader } from "../components/admin-page-header";
import { AdminTable } from "../components/admin-table";
import { adminKeys } from "../query-keys";

const ROLES: StaffRole[] = ["admin", "member", "developer"];

function fullName(user: AdminUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(" ") || "—";
}

function InviteForm() {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("member");
  const [error, setError] = useState<string | undefined>();
  const invite = useMutation({
    mutationFn: () => client.admin.invites.create({ user: email.trim(), role }),
    onSuccess: () => {
      toast.success(`Invitation sent to ${email.trim()}.`);
      setEmail("");
      void queryClient.invalidateQueries({ queryKey: adminKeys.invites() });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (!problem) invite.mutate();
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Invite a team member"
      className="flex flex-col gap-4 border border-line bg-surface p-6"
    >
      <h2 className="text-xl">Invite a team member</h2>
      <FormAlert>{invite.isError ? errorMessage(invite.error) : null}</FormAlert>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Email"
          type="email"
          name="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
          className="w-72"
        />
        <SelectField
          label="Role"
          name="role"
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          className="w-40"
        >
          {ROLES.map((each) => (
            <option key={each} value={each}>
              {each}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? "Sending…" : "Send invitation"}
        </Button>
      </div>
    </form>
  );
}

function PendingInvites() {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const invites = useQuery({
    queryKey: adminKeys.invites(),
    queryFn: async () => (await client.admin.invites.list()).invites,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.invites() });
  const resend = useMutation({
    mutationFn: (id: string) => client.admin.invites.resend(id),
    onSuccess: () => toast.success("Invitation sent again."),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: refresh,
  });
  const withdraw = useMutation({
    mutationFn: (id: string) => client.admin.invites.delete(id),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: refresh,
  });
  const pending = (invites.data ?? []).filter((invite) => !invite.accepted);
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="pending-invites" className="flex flex-col gap-3">
      <h2 id="pending-invites" className="text-xl">
        Pending invitations
      </h2>
      <ul className="divide-y divide-line border-y border-line">
        {pending.map((invite) => (
          <li key={invite.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span>
              {invite.user_email} <span className="text-sm text-muted">({invite.role})</span>
            </span>
            <span className="flex gap-2">
              <Button
                variant="secondary"
                onClick={() => resend.mutate(invite.id)}
                aria-label={`Resend the invitation to ${invite.user_email}`}
              >
                Resend
              </Button>
              <Button
                variant="secondary"
                onClick={() => withdraw.mutate(invite.id)}
                aria-label={`Withdraw the invitation to ${invite.user_email}`}
              >
                Withdraw
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TeamTemplate() {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const session = useAdmin();
  const me = session.status === "signed-in" ? session.user.id : undefined;
  const [removing, setRemoving] = useState<AdminUser | null>(null);
  const users = useQuery({
    queryKey: adminKeys.users(),
    queryFn: async () => (await client.admin.users.list({ limit: 200 })).users,
  });
  const remove = useMutation({
    mutationFn: (id: string) => client.admin.users.delete(id),
    onSuccess: () => {
      toast.success(`${removing?.email ?? "The user"} was removed from the team.`);
      setRemoving(null);
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });

  return (
    <>
      <AdminPageHeader title="Team" description="The people who run the shop." />
      <div className="flex flex-col gap-10">
        <FormAlert>{users.isError ? errorMessage(users.error) : null}</FormAlert>
        <AdminTable
          caption="Team members"
          columns={[
            { label: "Name" },
            { label: "Email" },
            { label: "Role" },
            { label: "Actions", hidden: true },
          ]}
        >
          {users.data?.map((user) => (
            <tr key={user.id}>
              <td className="py-3">{fullName(user)}</td>
              <td className="py-3">{user.email}</td>
              <td className="py-3">{user.role}</td>
              <td className="py-3 text-right">
                {user.id === me ? (
                  <span className="text-muted">You</span>
                ) : (
                  <Button
                    variant="secondary"
                    onClick={() => setRemoving(user)}
                    aria-label={`Remove ${user.email}`}
                  >
                    Remove
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
        <InviteForm />
        <PendingInvites />
      </div>
      <ConfirmDialog
        open={removing !== null}
        title="Remove team member"
        message={`${removing?.email ?? ""} will no longer be able to sign in to the admin.`}
        confirmLabel="Remove"
        variant="danger"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
