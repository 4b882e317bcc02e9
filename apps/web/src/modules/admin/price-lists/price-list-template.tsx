"use client";

// One price list: its settings (name, kind, status, dates, customer groups), its prices with
// batch add and remove, and deleting it after the danger dialog.
import type { PriceList, PriceListCreateInput } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { useSingleFlight } from "../orders/use-single-flight";
import { useDeleteAndLeave } from "../use-delete-and-leave";
import { PriceListForm } from "./components/price-list-form";
import { PriceListPrices } from "./components/price-list-prices";
import { PRICE_LIST_PATHS } from "./constants";
import { priceListDraftOf } from "./price-list-draft";
import { priceListKeys } from "./price-list-keys";
import { priceListAudience, priceListDates, priceListKind } from "./price-list-status";

export function PriceListTemplate({ id }: { id: string }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const priceList = useQuery({
    queryKey: priceListKeys.detail(id),
    queryFn: async () => (await client.admin.priceLists.retrieve(id)).price_list,
  });
  const update = useMutation({
    mutationFn: (payload: PriceListCreateInput) => client.admin.priceLists.update(id, payload),
    onSuccess: ({ price_list: saved }) => {
      queryClient.setQueryData<PriceList>(priceListKeys.detail(id), saved);
      void queryClient.invalidateQueries({ queryKey: priceListKeys.lists() });
      toast.success(`${saved.name} was saved.`);
    },
  });
  const updateOnce = useSingleFlight(update);
  const deletion = useDeleteAndLeave({
    remove: () => client.admin.priceLists.delete(id),
    deletedMessage: () => `${priceList.data?.name ?? "The price list"} was deleted.`,
    detailKey: priceListKeys.detail(id),
    staleKeys: [priceListKeys.lists()],
    listPath: PRICE_LIST_PATHS.list,
  });
  const data = priceList.data;

  return (
    <>
      <Link href={PRICE_LIST_PATHS.list} className="text-sm underline underline-offset-4">
        ← All price lists
      </Link>
      <FormAlert>{priceList.isError ? errorMessage(priceList.error) : null}</FormAlert>
      {data ? (
        <>
          <div className="mt-4">
            <AdminPageHeader
              title={data.name}
              description={`${priceListKind(data)} · ${priceListAudience(data)} · ${priceListDates(data)}`}
            >
              <Button variant="secondary" onClick={() => deletion.setConfirming(true)}>
                Delete price list
              </Button>
            </AdminPageHeader>
          </div>
          <div className="flex flex-col gap-10">
            <section
              aria-labelledby="price-list-settings"
              className="border border-line bg-surface p-6"
            >
              <h2 id="price-list-settings" className="mb-4 text-xl">
                Settings
              </h2>
              <PriceListForm
                key={data.updated_at}
                label="Price list settings"
                initial={priceListDraftOf(data)}
                submitLabel="Save price list"
                busy={update.isPending}
                failure={update.isError ? errorMessage(update.error) : null}
                onSubmit={(payload) => updateOnce(payload)}
              />
            </section>
            <PriceListPrices list={data} />
          </div>
          <ConfirmDialog
            open={deletion.confirming}
            title="Delete price list"
            message={`${priceListAudience(data)} will pay the usual prices again. Its ${data.prices.length} prices go with it.`}
            confirmLabel="Delete price list"
            variant="danger"
            busy={deletion.busy}
            onConfirm={deletion.confirm}
            onCancel={() => deletion.setConfirming(false)}
          />
        </>
      ) : null}
    </>
  );
}
