"use client";

// Products (issue 4 "Admin web"): newest first, with thumbnail, status, collection, variants and
// stock, searched by title or SKU, filtered by status, a page at a time.
import type { ProductStatus } from "@atelier/commerce-client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { Image } from "@/components/ui/image";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, SelectField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../../components/admin-page-header";
import { AdminSearchForm } from "../../components/admin-search-form";
import { AdminTable } from "../../components/admin-table";
import { AdminPagination } from "../../components/admin-pagination";
import { useListSearch } from "../../use-list-search";
import { ProductStatusBadge } from "../components/product-status-badge";
import { NEW_PRODUCT_PATH, PRODUCTS_PAGE_SIZE, productPath } from "../constants";
import { totalStock } from "../product-form";
import { productKeys } from "../query-keys";

const THUMBNAIL_SIZE = 48;
const STATUS_FILTERS: { value: ProductStatus; label: string }[] = [
  { value: "published", label: "Published" },
  { value: "draft", label: "Draft" },
  { value: "proposed", label: "Proposed" },
  { value: "rejected", label: "Rejected" },
];

export function ProductsTemplate() {
  const client = useAdminCommerce();
  const { search, setSearch, q, offset, setOffset, submit } = useListSearch();
  const [status, setStatus] = useState<ProductStatus | undefined>(undefined);
  const query = { q, status, offset };
  const list = useQuery({
    queryKey: productKeys.list(query),
    queryFn: () =>
      client.admin.products.list({
        q,
        status: status ? [status] : undefined,
        offset,
        limit: PRODUCTS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

  const count = list.data?.count ?? 0;
  return (
    <>
      <AdminPageHeader title="Products" description="The catalogue: what the shop sells.">
        <Link href={NEW_PRODUCT_PATH} className={buttonClassName("primary")}>
          New product
        </Link>
      </AdminPageHeader>
      <AdminSearchForm
        label="Search title or SKU"
        value={search}
        onValueChange={setSearch}
        onSubmit={submit}
      >
        <SelectField
          label="Status"
          name="status"
          value={status ?? ""}
          onChange={(event) => {
            setStatus((event.target.value || undefined) as ProductStatus | undefined);
            setOffset(0);
          }}
          className="w-44"
        >
          <option value="">All</option>
          {STATUS_FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </SelectField>
      </AdminSearchForm>
      <FormAlert>{list.isError ? errorMessage(list.error) : null}</FormAlert>
      {list.data && list.data.products.length === 0 ? (
        <p className="text-muted">No products match.</p>
      ) : null}
      {list.data && list.data.products.length > 0 ? (
        <AdminTable
          caption="Products"
          columns={[
            { label: "Thumbnail", hidden: true },
            { label: "Product" },
            { label: "Status" },
            { label: "Collection" },
            { label: "Variants", className: "text-right" },
            { label: "Stock", className: "text-right" },
          ]}
        >
          {list.data.products.map((product) => (
            <tr key={product.id}>
              <td className="w-16 py-2">
                <Image
                  src={product.thumbnail ?? product.images?.[0]?.url}
                  alt=""
                  width={THUMBNAIL_SIZE}
                  height={THUMBNAIL_SIZE}
                  unoptimized
                  className="h-12 w-12 border border-line object-cover"
                />
              </td>
              <td className="py-2">
                <Link
                  href={productPath(product.id)}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {product.title}
                </Link>
                <span className="block text-muted">{product.handle}</span>
              </td>
              <td className="py-2">
                <ProductStatusBadge status={product.status} />
              </td>
              <td className="py-2">{product.collection?.title ?? "—"}</td>
              <td className="py-2 text-right tabular-nums">{product.variants?.length ?? 0}</td>
              <td className="py-2 text-right tabular-nums">{totalStock(product)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <AdminPagination
        count={count}
        offset={offset}
        pageSize={PRODUCTS_PAGE_SIZE}
        onOffsetChange={setOffset}
      />
    </>
  );
}
