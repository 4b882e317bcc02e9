"use client";

// Regions (issue 4): every region with its currency, tax rate and countries, each opening to its
// settings and shipping options, and a form to add one.
import type { AdminRegion, CreateRegionInput } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { AdminTable } from "../components/admin-table";
import { useSingleFlight } from "../orders/use-single-flight";
import { REGION_PATHS } from "./constants";
import { RegionForm } from "./components/region-form";
import { emptyRegionDraft } from "./region-draft";
import { regionKeys } from "./region-keys";
import { useStoreSettings } from "./use-store-settings";

function countriesText(region: AdminRegion): string {
  return region.countries.map((country) => country.display_name).join(", ") || "—";
}

export function RegionsTemplate() {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [adding, setAdding] = useState(false);
  const store = useStoreSettings();
  const regions = useQuery({
    queryKey: regionKeys.list(),
    queryFn: async () => (await client.admin.regions.list({ limit: 200 })).regions,
  });
  const create = useMutation({
    mutationFn: (payload: CreateRegionInput) => client.admin.regions.create(payload),
    onSuccess: ({ region }) => {
      toast.success(`${region.name} was created.`);
      void queryClient.invalidateQueries({ queryKey: regionKeys.list() });
      router.push(REGION_PATHS.region(region.id));
    },
  });

  const createOnce = useSingleFlight(create);

  return (
    <>
      <AdminPageHeader
        title="Regions"
        description="Where the shop sells, in which currency, with which tax, payment and shipping."
      >
        {!adding ? <Button onClick={() => setAdding(true)}>New region</Button> : null}
      </AdminPageHeader>
      <div className="flex flex-col gap-10">
        <FormAlert>{regions.isError ? errorMessage(regions.error) : null}</FormAlert>
        <AdminTable
          caption="Regions"
          columns={[
            { label: "Name" },
            { label: "Currency" },
            { label: "Tax rate" },
            { label: "Countries" },
          ]}
        >
          {regions.data?.map((region) => (
            <tr key={region.id}>
              <td className="py-3">
                <Link
                  href={REGION_PATHS.region(region.id)}
                  className="underline underline-offset-4"
                >
                  {region.name}
                </Link>
              </td>
              <td className="py-3">{region.currency_code.toUpperCase()}</td>
              <td className="py-3 tabular-nums">{region.tax_rate} %</td>
              <td className="py-3">{countriesText(region)}</td>
            </tr>
          ))}
        </AdminTable>
        {adding && store.data ? (
          <section aria-labelledby="new-region" className="border border-line bg-surface p-6">
            <h2 id="new-region" className="mb-4 text-xl">
              New region
            </h2>
            <RegionForm
              label="New region"
              initial={emptyRegionDraft(store.data.default_currency_code)}
              store={store.data}
              submitLabel="Create region"
              busy={create.isPending}
              failure={create.isError ? errorMessage(create.error) : null}
              onSubmit={(payload) => createOnce(payload)}
            />
            <Button variant="ghost" onClick={() => setAdding(false)} className="mt-2 px-0">
              Close
            </Button>
          </section>
        ) : null}
        <FormAlert>{store.isError ? errorMessage(store.error) : null}</FormAlert>
      </div>
    </>
  );
}
