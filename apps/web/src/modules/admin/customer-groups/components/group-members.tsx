"use client";

// A customer group's members: a page at a time, ticked and removed together; and customers found
// by name or email, ticked and added together (Medusa's customer batch routes). Membership
// decides which price lists a customer pays, so both change what they see at once.
import type { AdminCustomer, CustomerGroup } from "@atelier/commerce-client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPagedList } from "../../components/admin-paged-list";
import { customerName } from "../../format";
import { useSingleFlight } from "../../orders/use-single-flight";
import { toggled } from "../../selection";
import { GROUP_MEMBERS_PAGE_SIZE, MEMBER_SEARCH_LIMIT } from "../constants";
import { customerGroupKeys } from "../customer-group-keys";

function AddMembers({ group }: { group: CustomerGroup }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [q, setQ] = useState<string | undefined>(undefined);
  const [chosen, setChosen] = useState<string[]>([]);
  const results = useQuery({
    queryKey: customerGroupKeys.memberSearch(q ?? ""),
    queryFn: () => client.admin.customers.list({ q, limit: MEMBER_SEARCH_LIMIT }),
    enabled: q !== undefined,
  });
  const add = useMutation({
    mutationFn: (ids: string[]) => client.admin.customerGroups.addCustomers(group.id, ids),
    onSuccess: (_, ids) => {
      toast.success(
        `${ids.length === 1 ? "1 customer was" : `${ids.length} customers were`} added to ${group.name}.`,
      );
      setChosen([]);
      void queryClient.invalidateQueries({ queryKey: customerGroupKeys.members(group.id) });
      void queryClient.invalidateQueries({ queryKey: customerGroupKeys.memberSearch(q ?? "") });
    },
  });
  const addOnce = useSingleFlight(add);
  const isMember = (customer: AdminCustomer) =>
    customer.groups.some((each) => each.id === group.id);

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChosen([]);
    setQ(text.trim());
  }

  const found = results.data?.customers ?? [];
  return (
    <div className="flex flex-col gap-4 border border-line bg-surface p-6">
      <h3 className="font-sans text-base font-medium">Add customers</h3>
      <form
        role="search"
        aria-label="Find customers to add"
        onSubmit={find}
        className="flex flex-wrap items-end gap-3"
      >
        <TextField
          label="Find customers"
          hint="A name or an email."
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="w-72"
        />
        <Button type="submit" variant="secondary">
          Find customers
        </Button>
      </form>
      <FormAlert>{results.isError ? errorMessage(results.error) : null}</FormAlert>
      <FormAlert>{add.isError ? errorMessage(add.error) : null}</FormAlert>
      {results.data && found.length === 0 ? (
        <p className="text-sm text-muted">No customers match.</p>
      ) : null}
      {found.length > 0 ? (
        <>
          <ul aria-label="Customers found" className="divide-y divide-line border-y border-line">
            {found.map((customer) => (
              <li key={customer.id} className="py-2 text-sm">
                {isMember(customer) ? (
                  <span>
                    {customerName(customer)}
                    <span className="text-muted"> · {customer.email} · already a member</span>
                  </span>
                ) : (
                  <label className="flex items-center gap-3">
                    <input
                      type="checkbox"
                      className="h-4 w-4"
                      checked={chosen.includes(customer.id)}
                      onChange={() => setChosen((current) => toggled(current, customer.id))}
                    />
                    <span>
                      {customerName(customer)}
                      <span className="text-muted">
                        {" "}
                        · {customer.email} · {customer.has_account ? "Registered" : "Guest"}
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
            {add.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Add to group"}
          </Button>
        </>
      ) : null}
    </div>
  );
}

export function GroupMembers({ group }: { group: CustomerGroup }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const [offset, setOffset] = useState(0);
  const [chosen, setChosen] = useState<string[]>([]);
  const members = useQuery({
    queryKey: customerGroupKeys.memberPage(group.id, offset),
    queryFn: () =>
      client.admin.customerGroups.listCustomers(group.id, {
        offset,
        limit: GROUP_MEMBERS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (ids: string[]) => client.admin.customerGroups.removeCustomers(group.id, ids),
    onSuccess: (_, ids) => {
      toast.success(
        `${ids.length === 1 ? "1 customer was" : `${ids.length} customers were`} removed from ${group.name}.`,
      );
      setChosen([]);
      void queryClient.invalidateQueries({ queryKey: customerGroupKeys.members(group.id) });
    },
  });
  const removeOnce = useSingleFlight(remove);

  return (
    <section aria-labelledby="group-members" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="group-members" className="text-xl">
          Members
          {members.data ? (
            <span className="ml-2 text-base text-muted">({members.data.count})</span>
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
        list={members}
        rows={members.data?.customers}
        empty="No customers in this group yet."
        caption={`Members of ${group.name}`}
        columns={[
          { label: "Select", hidden: true },
          { label: "Name" },
          { label: "Email" },
          { label: "Account" },
        ]}
        row={(customer) => (
          <tr key={customer.id}>
            <td className="w-10 py-3">
              <input
                type="checkbox"
                className="h-4 w-4"
                aria-label={`Select ${customer.email}`}
                checked={chosen.includes(customer.id)}
                onChange={() => setChosen((current) => toggled(current, customer.id))}
              />
            </td>
            <td className="py-3">{customerName(customer)}</td>
            <td className="py-3">{customer.email}</td>
            <td className="py-3">{customer.has_account ? "Registered" : "Guest"}</td>
          </tr>
        )}
        offset={offset}
        pageSize={GROUP_MEMBERS_PAGE_SIZE}
        onOffsetChange={(next) => {
          setChosen([]);
          setOffset(next);
        }}
      />
      <AddMembers group={group} />
    </section>
  );
}
