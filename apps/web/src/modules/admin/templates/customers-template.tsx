"use client";

// Customers (issue 4): everyone who has bought or registered, newest first, with search, paging
// and their groups (the Trade group marks approved trade professionals), each opening to its members.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Fragment } from "react";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { AdminSearchForm } from "../components/admin-search-form";
import { AdminTable } from "../components/admin-table";
import { AdminPagination } from "../components/admin-pagination";
import { CUSTOMER_GROUP_PATHS } from "../customer-groups/constants";
import { useListSearch } from "../use-list-search";
import { shortDate } from "../format";
import { adminKeys } from "../query-keys";

const PAGE_SIZE = 25;

export function CustomersTemplate() {
  const client = useAdminCommerce();
  const { search, setSearch, q, offset, setOffset, submit } = useListSearch();
  const query = { q, offset };
  const list = useQuery({
    queryKey: adminKeys.customers(query),
    queryFn: () => client.admin.customers.list({ ...query, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const count = list.data?.count ?? 0;
  return (
    <>
      <AdminPageHeader
        title="Customers"
        description="Registered shoppers and guests who ordered."
      />
      <AdminSearchForm
        label="Search name or email"
        value={search}
        onValueChange={setSearch}
        onSubmit={submit}
      />
      <FormAlert>{list.isError ? errorMessage(list.error) : null}</FormAlert>
      {list.data && list.data.customers.length === 0 ? (
        <p className="text-muted">No customers match.</p>
      ) : null}
      {list.data && list.data.customers.length > 0 ? (
        <AdminTable
          caption="Customers"
          columns={[
            { label: "Name" },
            { label: "Email" },
            { label: "Account" },
            { label: "Groups" },
            { label: "Since" },
          ]}
        >
          {list.data.customers.map((customer) => (
            <tr key={customer.id}>
              <td className="py-3">
                {[customer.first_name, customer.last_name].filter(Boolean).join(" ") || "—"}
              </td>
              <td className="py-3">{customer.email}</td>
              <td className="py-3">{customer.has_account ? "Registered" : "Guest"}</td>
              <td className="py-3">
                {customer.groups.length === 0
                  ? "—"
                  : customer.groups.map((group, index) => (
                      <Fragment key={group.id}>
                        {index > 0 ? ", " : null}
                        <Link
                          href={CUSTOMER_GROUP_PATHS.detail(group.id)}
                          className="underline-offset-4 hover:underline"
                        >
                          {group.name}
                        </Link>
                      </Fragment>
                    ))}
              </td>
              <td className="py-3">{shortDate(customer.created_at)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <AdminPagination
        count={count}
        offset={offset}
        pageSize={PAGE_SIZE}
        onOffsetChange={setOffset}
      />
    </>
  );
}
