"use client";

// Price lists (issue 14): sale and override prices, newest first, searched by name, a page at a
// time, each with who it is for and when it runs, opening to its prices.
import type { PriceListStatus } from "@atelier/commerce-client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { SelectField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { AdminPagedList } from "../components/admin-paged-list";
import { AdminSearchForm } from "../components/admin-search-form";
import { useListSearch } from "../use-list-search";
import { PRICE_LIST_PATHS, PRICE_LIST_STATUS_LABELS, PRICE_LISTS_PAGE_SIZE } from "./constants";
import { priceListKeys } from "./price-list-keys";
import { priceListAudience, priceListDates, priceListKind } from "./price-list-status";

export function PriceListsTemplate() {
  const client = useAdminCommerce();
  const { search, setSearch, q, offset, setOffset, submit } = useListSearch();
  const [status, setStatus] = useState<PriceListStatus | "">("");
  const query = { q, offset, status };
  const list = useQuery({
    queryKey: priceListKeys.list(query),
    queryFn: () =>
      client.admin.priceLists.list({
        q,
        offset,
        status: status === "" ? undefined : [status],
        limit: PRICE_LISTS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <AdminPageHeader
        title="Price lists"
        description="Sale and override prices, for every customer or for customer groups."
      >
        <Link href={PRICE_LIST_PATHS.create} className={buttonClassName("primary")}>
          Create price list
        </Link>
      </AdminPageHeader>
      <AdminSearchForm
        label="Search name or description"
        value={search}
        onValueChange={setSearch}
        onSubmit={submit}
      >
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as PriceListStatus | "");
            setOffset(0);
          }}
        >
          <option value="">Any status</option>
          {Object.entries(PRICE_LIST_STATUS_LABELS).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectField>
      </AdminSearchForm>
      <AdminPagedList
        list={list}
        rows={list.data?.price_lists}
        empty={q || status ? "No price lists match." : "No price lists yet."}
        caption="Price lists"
        columns={[
          { label: "Name" },
          { label: "Kind" },
          { label: "For" },
          { label: "Runs" },
          { label: "Prices", className: "text-right" },
        ]}
        row={(priceList) => (
          <tr key={priceList.id}>
            <td className="py-3">
              <Link
                href={PRICE_LIST_PATHS.detail(priceList.id)}
                className="font-medium underline-offset-4 hover:underline"
              >
                {priceList.name}
              </Link>
            </td>
            <td className="py-3">{priceListKind(priceList)}</td>
            <td className="py-3">{priceListAudience(priceList)}</td>
            <td className="py-3">{priceListDates(priceList)}</td>
            <td className="py-3 text-right tabular-nums">{priceList.prices.length}</td>
          </tr>
        )}
        offset={offset}
        pageSize={PRICE_LISTS_PAGE_SIZE}
        onOffsetChange={setOffset}
      />
    </>
  );
}
