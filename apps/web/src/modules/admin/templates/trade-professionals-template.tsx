"use client";

// The admin's landing page (spec §1; issue 4): trade applications, newest first, with search,
// a status filter and paging. Each opens to its review.
import type { TradeStatus } from "@atelier/commerce-client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, SelectField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { AdminSearchForm } from "../components/admin-search-form";
import { AdminTable } from "../components/admin-table";
import { AdminPagination } from "../components/admin-pagination";
import { useListSearch } from "../use-list-search";
import { TradeStatusBadge } from "../components/trade-status-badge";
import { ADMIN_PATHS } from "../constants";
import { shortDate } from "../format";
import { adminKeys } from "../query-keys";

const PAGE_SIZE = 20;

export function TradeProfessionalsTemplate() {
  const client = useAdminCommerce();
  const { search, setSearch, q, offset, setOffset, submit } = useListSearch();
  const [status, setStatus] = useState<TradeStatus | undefined>(undefined);
  const query = { q, status, offset };
  const list = useQuery({
    queryKey: adminKeys.tradeProfessionalList(query),
    queryFn: () => client.admin.tradeProfessionals.list({ ...query, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const count = list.data?.count ?? 0;
  return (
    <>
      <AdminPageHeader
        title="Trade professionals"
        description="Applications to the trade programme. Approved members see trade prices."
      />
      <AdminSearchForm
        label="Search name, email or company"
        value={search}
        onValueChange={setSearch}
        onSubmit={submit}
      >
        <SelectField
          label="Status"
          name="status"
          value={status ?? ""}
          onChange={(event) => {
            setStatus((event.target.value || undefined) as TradeStatus | undefined);
            setOffset(0);
          }}
          className="w-44"
        >
          <option value="">All</option>
          <option value="pending">Pending review</option>
          <option value="approved">Approved</option>
          <option value="rejected">Rejected</option>
        </SelectField>
      </AdminSearchForm>
      <FormAlert>{list.isError ? errorMessage(list.error) : null}</FormAlert>
      {list.data && list.data.trade_professionals.length === 0 ? (
        <p className="text-muted">No applications match.</p>
      ) : null}
      {list.data && list.data.trade_professionals.length > 0 ? (
        <AdminTable
          caption="Trade applications"
          columns={[
            { label: "Applicant" },
            { label: "Company" },
            { label: "Trade" },
            { label: "Applied" },
            { label: "Status" },
          ]}
        >
          {list.data.trade_professionals.map((applicant) => (
            <tr key={applicant.id}>
              <td className="py-3">
                <Link
                  href={`${ADMIN_PATHS.landing}/${applicant.id}`}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {applicant.name ?? applicant.email}
                </Link>
                <span className="block text-muted">{applicant.email}</span>
              </td>
              <td className="py-3">{applicant.company ?? "—"}</td>
              <td className="py-3">{applicant.trade_type ?? "—"}</td>
              <td className="py-3">{shortDate(applicant.trade_applied_at)}</td>
              <td className="py-3">
                <TradeStatusBadge status={applicant.trade_status} />
              </td>
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
