"use client";

// A new price list: its settings first; its prices are added on its own page, where staff land.
import type { PriceListCreateInput } from "@atelier/commerce-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { errorMessage } from "@/modules/account/error-message";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { useSingleFlight } from "../orders/use-single-flight";
import { PriceListForm } from "./components/price-list-form";
import { PRICE_LIST_PATHS } from "./constants";
import { emptyPriceListDraft } from "./price-list-draft";
import { priceListKeys } from "./price-list-keys";

export function PriceListCreateTemplate() {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const router = useRouter();
  const create = useMutation({
    mutationFn: (payload: PriceListCreateInput) => client.admin.priceLists.create(payload),
    onSuccess: ({ price_list: created }) => {
      toast.success(`${created.name} was created. Add its prices.`);
      queryClient.setQueryData(priceListKeys.detail(created.id), created);
      void queryClient.invalidateQueries({ queryKey: priceListKeys.lists() });
      router.push(PRICE_LIST_PATHS.detail(created.id));
    },
  });
  const createOnce = useSingleFlight(create);

  return (
    <>
      <Link href={PRICE_LIST_PATHS.list} className="text-sm underline underline-offset-4">
        ← All price lists
      </Link>
      <div className="mt-4">
        <AdminPageHeader
          title="Create price list"
          description="Name it, say who it is for and when it runs; add its prices next."
        />
      </div>
      <section className="border border-line bg-surface p-6">
        <PriceListForm
          label="New price list"
          initial={emptyPriceListDraft}
          submitLabel="Create price list"
          busy={create.isPending}
          failure={create.isError ? errorMessage(create.error) : null}
          onSubmit={(payload) => createOnce(payload)}
        />
      </section>
    </>
  );
}
