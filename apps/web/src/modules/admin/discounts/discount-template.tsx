"use client";

// One discount for staff (issue 14): what it takes off, where and when it is valid, its uses
// against its limit; its conditions and, for a dynamic discount, its codes; disable or enable it,
// and delete it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { shortDate } from "../format";
import { ActionSection } from "../orders/components/action-section";
import { DiscountConditions } from "./components/discount-conditions";
import { DynamicCodes } from "./components/dynamic-codes";
import { DISCOUNT_PATHS } from "./constants";
import { describeRule, discountStatus, usageText } from "./discount-input";
import { discountKeys } from "./discount-keys";

export function DiscountTemplate({ id }: { id: string }) {
  const client = useAdminCommerce();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const loaded = useQuery({
    queryKey: discountKeys.detail(id),
    queryFn: () => client.admin.discounts.retrieve(id),
    // Shoppers' orders use the code: its usage is fetched again each time the page is opened.
    staleTime: 0,
  });
  const toggle = useMutation({
    mutationFn: (disabled: boolean) => client.admin.discounts.update(id, { is_disabled: disabled }),
    onSuccess: (next) => {
      queryClient.setQueryData(discountKeys.detail(id), next);
      void queryClient.invalidateQueries({ queryKey: discountKeys.lists() });
    },
  });
  const remove = useMutation({
    mutationFn: () => client.admin.discounts.delete(id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: discountKeys.lists() });
      router.push(DISCOUNT_PATHS.list);
    },
  });

  const discount = loaded.data?.discount;
  return (
    <>
      <Link href={DISCOUNT_PATHS.list} className="text-sm underline underline-offset-4">
        ← All discounts
      </Link>
      <FormAlert>{loaded.isError ? errorMessage(loaded.error) : null}</FormAlert>
      {discount ? (
        <div className="mt-4 flex flex-col gap-6">
          <AdminPageHeader
            title={`Discount ${discount.code}`}
            description={discount.rule.description ?? describeRule(discount)}
          >
            <Button
              variant="secondary"
              disabled={toggle.isPending}
              onClick={() => toggle.mutate(!discount.is_disabled)}
            >
              {discount.is_disabled ? "Enable" : "Disable"}
            </Button>
            <Button variant="secondary" onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
          </AdminPageHeader>
          <FormAlert>
            {toggle.isError ? errorMessage(toggle.error) : null}
            {remove.isError ? errorMessage(remove.error) : null}
          </FormAlert>
          <ActionSection id="discount-summary" title="Summary">
            <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="text-muted">Status</dt>
              <dd>{discountStatus(discount)}</dd>
              <dt className="text-muted">Takes off</dt>
              <dd>{describeRule(discount)}</dd>
              <dt className="text-muted">Regions</dt>
              <dd>{discount.regions.map((region) => region.name).join(", ") || "—"}</dd>
              <dt className="text-muted">Valid</dt>
              <dd>
                from {shortDate(discount.starts_at)}
                {discount.ends_at ? ` to ${shortDate(discount.ends_at)}` : ", no end"}
              </dd>
              <dt className="text-muted">Uses</dt>
              <dd>{usageText(discount)}</dd>
            </dl>
          </ActionSection>
          <DiscountConditions discount={discount} />
          {discount.is_dynamic ? <DynamicCodes discount={discount} /> : null}
          <ConfirmDialog
            open={confirmDelete}
            title={`Delete ${discount.code}?`}
            message="The code stops working at once, in every cart that holds it. Orders that used it keep it."
            confirmLabel="Delete discount"
            variant="danger"
            busy={remove.isPending}
            onConfirm={() => remove.mutate()}
            onCancel={() => setConfirmDelete(false)}
          />
        </div>
      ) : null}
    </>
  );
}
