"use client";

// One stock location for staff (issue 15): what it holds of each variant (stocked, reserved,
// available, incoming), searched by SKU or variant a page at a time; choosing a variant opens its
// adjust, move and history panel. Its name and address are edited beside, where it is deleted.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { AdminPagedList } from "../components/admin-paged-list";
import { AdminSearchForm } from "../components/admin-search-form";
import { useListSearch } from "../use-list-search";
import { LocationActions } from "./components/location-actions";
import { StockItemPanel } from "./components/stock-item-panel";
import { LOCATION_PATHS, STOCK_PAGE_SIZE } from "./constants";
import { stockRows, type StockRow } from "./location-input";
import { locationKeys } from "./location-keys";

function addressLine(location: { address?: { address_1: string; city: string | null } | null }) {
  const address = location.address;
  return address ? [address.address_1, address.city].filter(Boolean).join(", ") : "No address";
}

export function LocationTemplate({ id }: { id: string }) {
  const client = useAdminCommerce();
  const { search, setSearch, q, offset, setOffset, submit } = useListSearch();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const location = useQuery({
    queryKey: locationKeys.detail(id),
    queryFn: async () =>
      (await client.admin.stockLocations.retrieve(id, { expand: ["address"] })).stock_location,
    staleTime: 0,
  });
  const locations = useQuery({
    queryKey: locationKeys.list(),
    queryFn: async () =>
      (await client.admin.stockLocations.list({ expand: ["address"], order: "name", limit: 200 }))
        .stock_locations,
    staleTime: 0,
  });
  const query = { q, offset };
  const stock = useQuery({
    queryKey: locationKeys.stock(id, query),
    queryFn: () =>
      client.admin.inventoryItems.list({
        location_id: [id],
        ...query,
        limit: STOCK_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    // Orders reserve and fulfil stock all the time: fetched again each time it is opened.
    staleTime: 0,
  });
  const rows = stock.data ? stockRows(stock.data.inventory_items, id) : undefined;
  const productIds = [...new Set((rows ?? []).flatMap((row) => row.productId ?? []))];
  const products = useQuery({
    queryKey: [...locationKeys.stocks(), "products", productIds],
    queryFn: async () =>
      (await client.admin.products.list({ id: productIds, limit: productIds.length })).products,
    enabled: productIds.length > 0,
  });
  const productTitle = (row: StockRow) =>
    products.data?.find((product) => product.id === row.productId)?.title ?? "";
  const selected = rows?.find((row) => row.itemId === selectedId);

  return (
    <>
      <Link href={LOCATION_PATHS.list} className="text-sm underline underline-offset-4">
        ← All locations
      </Link>
      <FormAlert>{location.isError ? errorMessage(location.error) : null}</FormAlert>
      {location.data ? (
        <>
          <div className="mt-4">
            <AdminPageHeader title={location.data.name} description={addressLine(location.data)} />
          </div>
          <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
            <div className="flex min-w-0 flex-col gap-6">
              <section aria-labelledby="location-stock">
                <h2 id="location-stock" className="mb-4 text-xl">
                  Stock here
                </h2>
                <AdminSearchForm
                  label="Search SKU or variant"
                  value={search}
                  onValueChange={setSearch}
                  onSubmit={submit}
                />
                <AdminPagedList
                  list={stock}
                  rows={rows}
                  empty={q ? "No stock matches." : "Nothing is stocked here yet."}
                  caption={`Stock at ${location.data.name}`}
                  columns={[
                    { label: "Product" },
                    { label: "Variant" },
                    { label: "SKU", className: "pl-2" },
                    { label: "Stocked", className: "pl-4 text-right" },
                    { label: "Reserved", className: "pl-4 text-right" },
                    { label: "Available", className: "pl-4 text-right" },
                    { label: "Incoming", className: "pl-4 text-right" },
                    { label: "Actions", hidden: true },
                  ]}
                  row={(row) => (
                    <tr
                      key={row.itemId}
                      data-testid="stock-row"
                      className={row.itemId === selectedId ? "bg-sand" : undefined}
                    >
                      <td className="py-3">{productTitle(row)}</td>
                      <td className="py-3">{row.variant}</td>
                      <td className="py-3 pl-2 font-mono text-xs">{row.sku ?? "—"}</td>
                      <td className="py-3 pl-4 text-right tabular-nums">{row.stocked}</td>
                      <td className="py-3 pl-4 text-right tabular-nums">{row.reserved}</td>
                      <td className="py-3 pl-4 text-right tabular-nums">{row.available}</td>
                      <td className="py-3 pl-4 text-right tabular-nums">{row.incoming}</td>
                      <td className="py-3 text-right">
                        <Button
                          variant="ghost"
                          aria-label={`Manage ${productTitle(row)} ${row.variant}`.replace(
                            /\s+/g,
                            " ",
                          )}
                          aria-pressed={row.itemId === selectedId}
                          onClick={() => setSelectedId(row.itemId)}
                        >
                          Manage
                        </Button>
                      </td>
                    </tr>
                  )}
                  offset={offset}
                  pageSize={STOCK_PAGE_SIZE}
                  onOffsetChange={setOffset}
                />
              </section>
              {selected ? (
                <StockItemPanel
                  row={selected}
                  title={`${productTitle(selected)} — ${selected.variant}`}
                  locationId={id}
                  locations={locations.data ?? []}
                />
              ) : null}
            </div>
            <LocationActions key={location.data.updated_at} location={location.data} />
          </div>
        </>
      ) : null}
    </>
  );
}
