"use client";

// One region: its settings (name, currency, tax rate, countries, providers) and its shipping
// options.
import type { AdminRegion, CreateRegionInput } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import toast from "react-hot-toast";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useCommerce } from "@/modules/commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { useSingleFlight } from "../orders/use-single-flight";
import { REGION_PATHS } from "./constants";
import { RegionForm } from "./components/region-form";
import { ShippingOptions } from "./components/shipping-options";
import { regionDraftOf } from "./region-draft";
import { regionKeys } from "./region-keys";
import { useStoreSettings } from "./use-store-settings";

export function RegionTemplate({ id }: { id: string }) {
  const client = useCommerce();
  const queryClient = useQueryClient();
  const store = useStoreSettings();
  const region = useQuery({
    queryKey: regionKeys.detail(id),
    queryFn: async () => (await client.admin.regions.retrieve(id)).region,
  });
  const update = useMutation({
    mutationFn: (payload: CreateRegionInput) => client.admin.regions.update(id, payload),
    onSuccess: ({ region: saved }) => {
      queryClient.setQueryData<AdminRegion>(regionKeys.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: regionKeys.list() });
      toast.success(`${saved.name} was saved.`);
    },
  });
  const updateOnce = useSingleFlight(update);
  const data = region.data;

  return (
    <>
      <Link href={REGION_PATHS.regions} className="text-sm underline underline-offset-4">
        ← All regions
      </Link>
      <FormAlert>{region.isError ? errorMessage(region.error) : null}</FormAlert>
      <FormAlert>{store.isError ? errorMessage(store.error) : null}</FormAlert>
      {data ? (
        <>
          <div className="mt-4">
            <AdminPageHeader
              title={data.name}
              description={`${data.currency_code.toUpperCase()} · ${data.tax_rate} % tax`}
            />
          </div>
          <div className="flex flex-col gap-10">
            {store.data ? (
              <section
                aria-labelledby="region-settings"
                className="border border-line bg-surface p-6"
              >
                <h2 id="region-settings" className="mb-4 text-xl">
                  Region settings
                </h2>
                <RegionForm
                  key={data.updated_at}
                  label="Region settings"
                  initial={regionDraftOf(data)}
                  store={store.data}
                  submitLabel="Save region"
                  busy={update.isPending}
                  failure={update.isError ? errorMessage(update.error) : null}
                  onSubmit={(payload) => updateOnce(payload)}
                />
              </section>
            ) : null}
            <ShippingOptions region={data} />
          </div>
        </>
      ) : null}
    </>
  );
}
