"use client";

// One region: its settings (name, currency, tax rate, countries, providers), its shipping
// options, its tax rates with what they apply to, and deleting it after the danger dialog.
import type { AdminRegion, CreateRegionInput } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { useSingleFlight } from "../orders/use-single-flight";
import { REGION_PATHS } from "./constants";
import { RegionForm } from "./components/region-form";
import { ShippingOptions } from "./components/shipping-options";
import { TaxRates } from "./components/tax-rates";
import { regionDraftOf } from "./region-draft";
import { regionKeys } from "./region-keys";
import { useStoreSettings } from "./use-store-settings";

export function RegionTemplate({ id }: { id: string }) {
  const client = useAdminCommerce();
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
  const router = useRouter();
  const [deleting, setDeleting] = useState(false);
  const remove = useMutation({
    mutationFn: () => client.admin.regions.delete(id),
    onSuccess: () => {
      toast.success(`${region.data?.name ?? "The region"} was deleted.`);
      queryClient.removeQueries({ queryKey: regionKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: regionKeys.list() });
      router.push(REGION_PATHS.regions);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      setDeleting(false);
    },
  });
  const removeOnce = useSingleFlight(remove);
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
            >
              <Button variant="secondary" onClick={() => setDeleting(true)}>
                Delete region
              </Button>
            </AdminPageHeader>
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
            <TaxRates region={data} />
          </div>
          <ConfirmDialog
            open={deleting}
            title="Delete region"
            message={`Shoppers in ${data.countries.map((country) => country.display_name).join(", ") || data.name} will no longer be able to buy. Its shipping options go with it.`}
            confirmLabel="Delete region"
            variant="danger"
            busy={remove.isPending}
            onConfirm={() => removeOnce()}
            onCancel={() => setDeleting(false)}
          />
        </>
      ) : null}
    </>
  );
}
