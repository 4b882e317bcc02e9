"use client";

// Mark a packed fulfillment shipped with its tracking numbers, or cancel it while it has not left
// (contract medusa-v1 §12.5). One form per fulfillment waiting for the carrier.
import type { AdminOrder, AdminOrderFulfillment } from "@atelier/commerce-client";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextAreaField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { awaitingShipment, trackingNumbers } from "../fulfilment";
import { useOrderAction } from "../use-order-action";
import { ActionSection } from "./action-section";

function ShipmentForm({
  order,
  fulfillment,
  number,
}: {
  order: AdminOrder;
  fulfillment: AdminOrderFulfillment;
  number: number;
}) {
  const client = useAdminCommerce();
  const [tracking, setTracking] = useState("");
  const hintId = useId();
  const ship = useOrderAction(
    order.id,
    (numbers: string[]) =>
      client.admin.orders.createShipment(order.id, {
        fulfillment_id: fulfillment.id,
        tracking_numbers: numbers,
      }),
    "Marked as shipped.",
  );
  const cancel = useOrderAction(
    order.id,
    () => client.admin.orders.cancelFulfillment(order.id, fulfillment.id),
    "Fulfillment canceled.",
  );
  const titles = new Map(order.items.map((line) => [line.id, line.title]));
  const label = `Fulfillment ${number}`;
  const failed = ship.isError ? ship.error : cancel.isError ? cancel.error : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    ship.submit(trackingNumbers(tracking));
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Ship ${label.toLowerCase()}`}
      className="flex flex-col gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0"
    >
      <h3 className="font-sans text-base font-medium">{label}</h3>
      <ul className="text-sm text-muted">
        {fulfillment.items.map((item) => (
          <li key={item.item_id}>
            {item.quantity} × {titles.get(item.item_id) ?? item.item_id}
          </li>
        ))}
      </ul>
      <FormAlert>{failed ? errorMessage(failed) : null}</FormAlert>
      <TextAreaField
        label={`Tracking numbers for ${label.toLowerCase()}`}
        aria-describedby={hintId}
        rows={2}
        value={tracking}
        onChange={(event) => setTracking(event.target.value)}
      />
      <p id={hintId} className="-mt-2 text-xs text-muted">
        One per line, or separated by commas.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          disabled={ship.isPending || cancel.isPending}
          aria-busy={ship.isPending}
        >
          {ship.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Mark shipped"}
        </Button>
        <Button
          variant="secondary"
          onClick={() => cancel.submit()}
          disabled={ship.isPending || cancel.isPending}
          aria-busy={cancel.isPending}
          aria-label={`Cancel ${label.toLowerCase()}`}
        >
          {cancel.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Cancel fulfillment"}
        </Button>
      </div>
    </form>
  );
}

export function ShipmentForms({ order }: { order: AdminOrder }) {
  const all = order.fulfillments ?? [];
  const waiting = awaitingShipment(all);
  if (waiting.length === 0) return null;
  return (
    <ActionSection id="order-ship" title="Ship">
      {waiting.map((fulfillment) => (
        <ShipmentForm
          key={fulfillment.id}
          order={order}
          fulfillment={fulfillment}
          number={all.indexOf(fulfillment) + 1}
        />
      ))}
    </ActionSection>
  );
}
