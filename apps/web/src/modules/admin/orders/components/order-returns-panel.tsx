"use client";

// The order's returns for staff (contract medusa-v1 §12.5): each with its state and refund;
// an open one is received (per line, with restock) or canceled, both confirmed first; and
// "Request return" opens a return for the customer, with or without a refund.
import type { AdminOrder, Return } from "@atelier/commerce-client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { ReturnList } from "@/modules/returns/components/return-list";
import { ReturnRequestForm } from "@/modules/returns/components/return-request-form";
import {
  OPEN_RETURN_STATUSES,
  returnableQuantity,
  returnsHoldingUnits,
} from "@/modules/returns/return-lines";
import { adminKeys } from "../../query-keys";
import { useOrderAction, useReturnActions } from "../use-order-action";
import { ActionSection } from "./action-section";
import { ReceiveReturnForm } from "./receive-return-form";

export function OrderReturnsPanel({ order }: { order: AdminOrder }) {
  const client = useAdminCommerce();
  const [requesting, setRequesting] = useState(false);
  const [receiving, setReceiving] = useState<string | undefined>();
  const [canceling, setCanceling] = useState<string | undefined>();
  const canRequest =
    order.status !== "canceled" &&
    order.items.some(
      (line) => returnableQuantity(line, returnsHoldingUnits(order.returns, order.swaps)) > 0,
    );

  const reasons = useQuery({
    queryKey: adminKeys.returnReasons(),
    queryFn: async () => (await client.admin.returnReasons.list()).return_reasons,
    enabled: requesting,
  });
  const options = useQuery({
    queryKey: [...adminKeys.all, "return-shipping-options", order.region_id],
    queryFn: async () =>
      (await client.admin.shippingOptions.list({ region_id: order.region_id, is_return: true }))
        .shipping_options,
    enabled: requesting,
  });
  const request = useOrderAction(
    order.id,
    (body: Parameters<typeof client.admin.orders.requestReturn>[1]) =>
      client.admin.orders.requestReturn(order.id, body),
    "Return requested.",
  );
  const { cancel, receive } = useReturnActions(order.id, {
    canceled: "Return canceled.",
    received: "Return received.",
  });

  const actions = (shipment: Pick<Return, "id" | "status">) => {
    if (!OPEN_RETURN_STATUSES.includes(shipment.status)) return null;
    const full = order.returns.find((each) => each.id === shipment.id);
    if (receiving === shipment.id && full) {
      return (
        <ReceiveReturnForm
          order={order}
          shipment={full}
          pending={receive.isPending}
          error={receive.error}
          onReceive={(received, done) =>
            receive.submit(
              { id: shipment.id, received },
              {
                onSettled: done,
                onSuccess: () => setReceiving(undefined),
              },
            )
          }
          onCancel={() => setReceiving(undefined)}
        />
      );
    }
    return (
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={() => {
            receive.reset();
            setReceiving(shipment.id);
          }}
        >
          Receive
        </Button>
        <Button variant="secondary" onClick={() => setCanceling(shipment.id)}>
          Cancel return
        </Button>
      </div>
    );
  };

  return (
    <ActionSection id="order-returns" title="Returns">
      {order.returns.length > 0 ? (
        <ReturnList
          returns={order.returns}
          lines={order.items}
          currencyCode={order.currency_code}
          showRestock
          actions={actions}
        />
      ) : (
        <p className="text-sm text-muted">No returns for this order.</p>
      )}
      <FormAlert>{cancel.isError ? errorMessage(cancel.error) : null}</FormAlert>
      {canRequest && !requesting ? (
        <Button variant="secondary" className="self-start" onClick={() => setRequesting(true)}>
          Request return
        </Button>
      ) : null}
      {requesting ? (
        <ReturnRequestForm
          order={order}
          reasons={reasons.data}
          returnOptions={options.data}
          submitLabel="Request return"
          pending={request.isPending}
          error={request.error ?? reasons.error ?? options.error}
          offerNoRefund
          onSubmit={(body) => request.submit(body, { onSuccess: () => setRequesting(false) })}
          onCancel={() => setRequesting(false)}
        />
      ) : null}
      <ConfirmDialog
        open={canceling !== undefined}
        title="Cancel this return?"
        message="The customer's return request is closed: nothing is refunded and the items can be asked for again."
        confirmLabel="Cancel return"
        cancelLabel="Keep return"
        variant="danger"
        busy={cancel.isPending}
        onConfirm={() => {
          if (canceling) cancel.submit(canceling, { onSettled: () => setCanceling(undefined) });
        }}
        onCancel={() => setCanceling(undefined)}
      />
    </ActionSection>
  );
}
