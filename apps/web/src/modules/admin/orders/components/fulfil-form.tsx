"use client";

// Pack items into a fulfillment (contract medusa-v1 §12.5): one quantity per line, starting at
// what is left to fulfil; blank or 0 leaves a line out.
import type { AdminOrder } from "@atelier/commerce-client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { LineQuantityList } from "@/modules/orders/components/line-quantity-list";
import { defaultFulfilQuantities, fulfilItems, remainingToFulfil } from "../fulfilment";
import { useOrderAction } from "../use-order-action";
import { ActionSection } from "./action-section";

export function FulfilForm({ order }: { order: AdminOrder }) {
  const client = useAdminCommerce();
  const lines = order.items.filter((line) => remainingToFulfil(line) > 0);
  const [quantities, setQuantities] = useState(() => defaultFulfilQuantities(lines));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>();
  const fulfil = useOrderAction(
    order.id,
    (items: { item_id: string; quantity: number }[]) =>
      client.admin.orders.createFulfillment(order.id, { items }),
    "Items fulfilled.",
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = fulfilItems(lines, quantities);
    setErrors(result.ok ? {} : result.errors);
    setMessage(result.ok ? undefined : result.message);
    if (!result.ok) return;
    // The order screen remounts this form with new defaults once a fulfillment is made.
    fulfil.submit(result.items);
  }

  return (
    <ActionSection id="order-fulfil" title="Fulfil items">
      <form noValidate onSubmit={submit} aria-label="Fulfil items" className="flex flex-col gap-4">
        <FormAlert>{message ?? (fulfil.isError ? errorMessage(fulfil.error) : null)}</FormAlert>
        <LineQuantityList
          lines={lines.map((line) => ({
            id: line.id,
            title: line.title,
            detail: `Ordered ${line.quantity} · fulfilled ${line.fulfilled_quantity ?? 0} · left ${remainingToFulfil(line)}`,
            max: remainingToFulfil(line),
          }))}
          quantities={quantities}
          errors={errors}
          onChange={setQuantities}
          fieldLabel={(line) => `Quantity to fulfil: ${line.title}`}
        />
        <Button
          type="submit"
          disabled={fulfil.isPending}
          aria-busy={fulfil.isPending}
          className="self-start"
        >
          {fulfil.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Fulfil items"}
        </Button>
      </form>
    </ActionSection>
  );
}
