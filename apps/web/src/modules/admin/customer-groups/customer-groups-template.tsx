"use client";

// Customer groups (issue 14): the groups a price list can be for, newest first, searched by name,
// a page at a time, each opening to its members; and a form to add one.
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
import { GroupNameForm } from "./components/group-name-form";
import { CUSTOMER_GROUP_PATHS, CUSTOMER_GROUPS_PAGE_SIZE } from "./constants";
import { customerGroupKeys } from "./customer-group-keys";

export function CustomerGroupsTemplate() {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [adding, setAdding] = useState(false);
  const { search, setSearch, q, offset, setOffset, submit } = useListSearch();
  const query = { q, offset };
  const list = useQuery({
    queryKey: customerGroupKeys.list(query),
    queryFn: () => client.admin.customerGroups.list({ ...query, limit: CUSTOMER_GROUPS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  async function create({ name }: { name: string }) {
    const { customer_group: group } = await client.admin.customerGroups.create({ name });
    toast.success(`${group.name} was created.`);
    void queryClient.invalidateQueries({ queryKey: customerGroupKeys.all() });
    router.push(CUSTOMER_GROUP_PATHS.detail(group.id));
  }

  return (
    <>
      <AdminPageHeader
        title="Customer groups"
        description="Groups of customers that price lists can be for."
      >
        {!adding ? <Button onClick={() => setAdding(true)}>New group</Button> : null}
      </AdminPageHeader>
      {adding ? (
        <section aria-labelledby="new-group" className="mb-8 border border-line bg-surface p-6">
          <h2 id="new-group" className="mb-4 text-xl">
            New group
          </h2>
          <GroupNameForm
            label="New group"
            initialName=""
            submitLabel="Create group"
            onSave={create}
            onCancel={() => setAdding(false)}
          />
        </section>
      ) : null}
      <AdminSearchForm
        label="Search group name"
        value={search}
        onValueChange={setSearch}
        onSubmit={submit}
      />
      <AdminPagedList
        list={list}
        rows={list.data?.customer_groups}
        empty={q ? "No customer groups match." : "No customer groups yet."}
        caption="Customer groups"
        columns={[{ label: "Name" }, { label: "Created" }]}
        row={(group) => (
          <tr key={group.id}>
            <td className="py-3">
              <Link
                href={CUSTOMER_GROUP_PATHS.detail(group.id)}
                className="font-medium underline-offset-4 hover:underline"
              >
                {group.name}
              </Link>
            </td>
            <td className="py-3">{shortDate(group.created_at)}</td>
          </tr>
        )}
        offset={offset}
        pageSize={CUSTOMER_GROUPS_PAGE_SIZE}
        onOffsetChange={setOffset}
      />
    </>
  );
}
