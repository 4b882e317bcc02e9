"use client";

// Discounts (issue 14): the codes staff made, newest first, searched by code, a page at a time,
// each with what it takes off, its uses against its limit and whether shoppers can use it now.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { AdminPageHeader } from "../components/admin-page-header";
import { AdminPagedList } from "../components/admin-paged-list";
import { AdminSearchForm } from "../components/admin-search-form";
import { useListSearch } from "../use-list-search";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { DISCOUNT_PATHS, DISCOUNTS_PAGE_SIZE } from "./constants";
import { describeRule, discountStatus, usageText } from "./discount-input";
import { discountKeys } from "./discount-keys";

export function DiscountsTemplate() {
  const client = useAdminCommerce();
  const { search, setSearch, q, offset, setOffset, submit } = useListSearch();
  const query = { q, offset };
  const list = useQuery({
    queryKey: discountKeys.list(query),
    queryFn: () => client.admin.discounts.list({ ...query, limit: DISCOUNTS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    // Shoppers' orders use the codes: the list's usage is fetched again each time it is opened.
    staleTime: 0,
  });

  return (
    <>
      <AdminPageHeader
        title="Discounts"
        description="Codes shoppers enter at checkout: a percentage, a fixed amount or free shipping."
      >
        <Link href={DISCOUNT_PATHS.create} className={buttonClassName("primary")}>
          Create discount
        </Link>
      </AdminPageHeader>
      <AdminSearchForm
        label="Search discount codes"
        value={search}
        onValueChange={setSearch}
        onSubmit={submit}
      />
      <AdminPagedList
        list={list}
        rows={list.data?.discounts}
        empty={q ? "No discounts match." : "No discounts yet."}
        caption="Discounts"
        columns={[
          { label: "Code" },
          { label: "Takes off" },
          { label: "Regions" },
          { label: "Uses", className: "text-right" },
          { label: "Status" },
        ]}
        row={(discount) => (
          <tr key={discount.id}>
            <td className="py-3">
              <Link
                href={DISCOUNT_PATHS.detail(discount.id)}
                className="font-medium underline-offset-4 hover:underline"
              >
                {discount.code}
              </Link>
              {discount.is_dynamic ? <span className="text-muted"> · dynamic</span> : null}
            </td>
            <td className="py-3">{describeRule(discount)}</td>
            <td className="py-3">{discount.regions.map((region) => region.name).join(", ")}</td>
            <td className="py-3 text-right tabular-nums">{usageText(discount)}</td>
            <td className="py-3">{discountStatus(discount)}</td>
          </tr>
        )}
        offset={offset}
        pageSize={DISCOUNTS_PAGE_SIZE}
        onOffsetChange={setOffset}
      />
    </>
  );
}
