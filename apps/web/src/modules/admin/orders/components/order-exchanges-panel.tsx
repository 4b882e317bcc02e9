"use client";

// The order's exchanges for staff (contract medusa-v1 §12.5, docs/decisions.md "Exchanges"): each
// with its state and difference, and the action its state allows: settle the difference (capture
// or refund, confirmed in a dialog naming the amount), fulfil, mark shipped, receive its return
// (the returns panel's form, without a refund), cancel its return, cancel the exchange (danger
// dialog). "Create exchange" starts one for the customer, who confirms it (and pays the
// difference) on their order page.
import type { AdminOrder, Swap } from "@atelier/commerce-client";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextAreaField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { ExchangeList } from "@/modules/exchanges/components/exchange-list";
import {
  ExchangeRequestForm,
  type ExchangeRequest,
} from "@/modules/exchanges/components/exchange-request-form";
import {
  exchangeStage,
  returnsHoldingUnits,
  settleAction,
} from "@/modules/exchanges/exchange-lines";
import { OPEN_RETURN_STATUSES, returnableQuantity } from "@/modules/returns/return-lines";
import { adminKeys } from "../../query-keys";
import { awaitingShipment, trackingNumbers } from "../fulfilment";
import { formatOrderMoney } from "../money-input";
import { useOrderAction, useReturnActions } from "../use-order-action";
import { ActionSection } from "./action-section";
import { ReceiveReturnForm } from "./receive-return-form";

type Pending =
  | { kind: "settle"; swap: Swap; action: "capture" | "refund" }
  | { kind: "cancel"; swap: Swap }
  | { kind: "cancel-return"; swap: Swap };

/** Marks the exchange's packed fulfillment shipped, with its tracking numbers. */
function ShipExchangeForm({
  pending,
  onShip,
}: {
  pending: boolean;
  onShip: (numbers: string[]) => void;
}) {
  const [tracking, setTracking] = useState("");
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onShip(trackingNumbers(tracking));
  }
  return (
    <form noValidate onSubmit={submit} aria-label="Ship exchange" className="flex flex-col gap-3">
      <TextAreaField
        label="Tracking numbers (optional)"
        rows={2}
        value={tracking}
        onChange={(event) => setTracking(event.target.value)}
      />
      <Button type="submit" className="self-start" disabled={pending} aria-busy={pending}>
        Mark shipped
      </Button>
    </form>
  );
}

export function OrderExchangesPanel({ order }: { order: AdminOrder }) {
  const client = useAdminCommerce();
  const [creating, setCreating] = useState(false);
  const [receiving, setReceiving] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<Pending | undefined>();
  const holding = returnsHoldingUnits(order.returns, order.swaps);
  const canCreate =
    order.status !== "canceled" &&
    order.payment_status === "captured" &&
    order.items.some((line) => returnableQuantity(line, holding) > 0);

  const reasons = useQuery({
    queryKey: adminKeys.returnReasons(),
    queryFn: async () => (await client.admin.returnReasons.list()).return_reasons,
    enabled: creating,
  });
  const options = useQuery({
    queryKey: [...adminKeys.all, "return-shipping-options", order.region_id],
    queryFn: async () =>
      (await client.admin.shippingOptions.list({ region_id: order.region_id, is_return: true }))
        .shipping_options,
    enabled: creating,
  });
  const actions = client.admin.orders;
  const create = useOrderAction(
    order.id,
    ({ return_shipping_option: optionId, ...request }: ExchangeRequest) =>
      actions.createSwap(order.id, {
        ...request,
        return_shipping: optionId ? { option_id: optionId } : undefined,
      }),
    "Exchange created. The customer confirms it on their order page.",
  );
  const settle = useOrderAction(
    order.id,
    (swapId: string) => actions.processSwapPayment(order.id, swapId),
    "Exchange payment processed.",
  );
  const fulfil = useOrderAction(
    order.id,
    (swapId: string) => actions.fulfillSwap(order.id, swapId),
    "Exchange packed.",
  );
  const ship = useOrderAction(
    order.id,
    ({
      swapId,
      fulfillmentId,
      numbers,
    }: {
      swapId: string;
      fulfillmentId: string;
      numbers: string[];
    }) =>
      actions.createSwapShipment(order.id, swapId, {
        fulfillment_id: fulfillmentId,
        tracking_numbers: numbers,
      }),
    "Exchange marked as shipped.",
  );
  const cancel = useOrderAction(
    order.id,
    (swapId: string) => actions.cancelSwap(order.id, swapId),
    "Exchange canceled.",
  );
  const { cancel: cancelReturn, receive } = useReturnActions(order.id, {
    canceled: "Exchange return canceled.",
    received: "Exchange return received.",
  });
  const failure = [settle, fulfil, ship, cancel, cancelReturn].find((each) => each.isError)?.error;
  const money = (amount: number) => formatOrderMoney(amount, order.currency_code);

  const swapActions = (swap: Swap) => {
    const stage = exchangeStage(swap);
    if (stage === "canceled") return null;
    const returnOrder = swap.return_order;
    const returnOpen = returnOrder !== null && OPEN_RETURN_STATUSES.includes(returnOrder.status);
    if (receiving === swap.id && returnOrder) {
      return (
        <ReceiveReturnForm
          order={order}
          shipment={returnOrder}
          refunds={false}
          pending={receive.isPending}
          error={receive.error}
          onReceive={(received, done) =>
            receive.submit(
              { id: returnOrder.id, received },
              { onSettled: done, onSuccess: () => setReceiving(undefined) },
            )
          }
          onCancel={() => setReceiving(undefined)}
        />
      );
    }
    const settling = settleAction(swap);
    const unshipped = awaitingShipment(swap.fulfillments)[0];
    const canFulfil =
      stage === "confirmed" &&
      (swap.fulfillment_status === "not_fulfilled" || swap.fulfillment_status === "canceled");
    const live = swap.fulfillments.some((each) => !each.canceled_at);
    const canCancel =
      !live &&
      !returnOpen &&
      returnOrder?.status !== "received" &&
      !["difference_refunded", "partially_refunded", "refunded"].includes(swap.payment_status);
    return (
      <div className="flex flex-col gap-3">
        {stage === "awaiting_confirmation" ? (
          <p className="text-muted">Waiting for the customer to confirm it on their order page.</p>
        ) : null}
        {swap.payment_status === "requires_action" ? (
          <p className="text-danger">
            The refund was more than is left to refund on this order: settle it by hand.
          </p>
        ) : null}
        {unshipped ? (
          <ShipExchangeForm
            pending={ship.isPending}
            onShip={(numbers) =>
              ship.submit({ swapId: swap.id, fulfillmentId: unshipped.id, numbers })
            }
          />
        ) : null}
        <div className="flex flex-wrap gap-3">
          {settling ? (
            <Button
              onClick={() => setConfirming({ kind: "settle", swap, action: settling })}
              disabled={settle.isPending}
            >
              {settling === "capture"
                ? `Capture ${money(swap.difference_due ?? 0)}`
                : `Refund ${money(-(swap.difference_due ?? 0))}`}
            </Button>
          ) : null}
          {canFulfil ? (
            <Button
              variant={settling ? "secondary" : "primary"}
              onClick={() => fulfil.submit(swap.id)}
              disabled={fulfil.isPending}
              aria-busy={fulfil.isPending}
            >
              Fulfil exchange
            </Button>
          ) : null}
          {returnOpen ? (
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  receive.reset();
                  setReceiving(swap.id);
                }}
              >
                Receive return
              </Button>
              <Button
                variant="secondary"
                onClick={() => setConfirming({ kind: "cancel-return", swap })}
              >
                Cancel return
              </Button>
            </>
          ) : null}
          {canCancel ? (
            <Button variant="secondary" onClick={() => setConfirming({ kind: "cancel", swap })}>
              Cancel exchange
            </Button>
          ) : null}
        </div>
      </div>
    );
  };

  const dialog = confirmingDialog(confirming, money);
  return (
    <ActionSection id="order-exchanges" title="Exchanges">
      {order.swaps.length > 0 ? (
        <ExchangeList
          swaps={order.swaps}
          lines={order.items}
          currencyCode={order.currency_code}
          actions={swapActions}
        />
      ) : (
        <p className="text-sm text-muted">No exchanges for this order.</p>
      )}
      <FormAlert>{failure ? errorMessage(failure) : null}</FormAlert>
      {canCreate && !creating ? (
        <Button variant="secondary" className="self-start" onClick={() => setCreating(true)}>
          Create exchange
        </Button>
      ) : null}
      {creating ? (
        <ExchangeRequestForm
          order={order}
          reasons={reasons.data}
          returnOptions={options.data}
          submitLabel="Create exchange"
          pending={create.isPending}
          error={create.error ?? reasons.error ?? options.error}
          onSubmit={(request) => create.submit(request, { onSuccess: () => setCreating(false) })}
          onCancel={() => setCreating(false)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog !== undefined}
        title={dialog?.title ?? ""}
        message={dialog?.message ?? ""}
        confirmLabel={dialog?.confirmLabel ?? ""}
        cancelLabel={dialog?.cancelLabel}
        variant={dialog?.variant}
        busy={settle.isPending || cancel.isPending || cancelReturn.isPending}
        onConfirm={() => {
          if (!confirming) return;
          const done = { onSettled: () => setConfirming(undefined) };
          if (confirming.kind === "settle") settle.submit(confirming.swap.id, done);
          if (confirming.kind === "cancel") cancel.submit(confirming.swap.id, done);
          if (confirming.kind === "cancel-return" && confirming.swap.return_order) {
            cancelReturn.submit(confirming.swap.return_order.id, done);
          }
        }}
        onCancel={() => setConfirming(undefined)}
      />
    </ActionSection>
  );
}

/** The dialog's words for the action waiting for staff's confirmation. */
function confirmingDialog(pending: Pending | undefined, money: (amount: number) => string) {
  if (!pending) return undefined;
  const difference = pending.swap.difference_due ?? 0;
  switch (pending.kind) {
    case "settle":
      return pending.action === "capture"
        ? {
            title: `Capture ${money(difference)}?`,
            message: `${money(difference)} is taken from the customer's payment for this exchange.`,
            confirmLabel: `Capture ${money(difference)}`,
            variant: "warning" as const,
          }
        : {
            title: `Refund ${money(-difference)}?`,
            message: `${money(-difference)} goes back to the customer's payment for this exchange.`,
            confirmLabel: `Refund ${money(-difference)}`,
            variant: "warning" as const,
          };
    case "cancel":
      return {
        title: "Cancel this exchange?",
        message:
          "The exchange is closed: its payment is canceled and, if it was confirmed, its replacement goes back in stock.",
        confirmLabel: "Cancel exchange",
        cancelLabel: "Keep exchange",
        variant: "danger" as const,
      };
    case "cancel-return":
      return {
        title: "Cancel this exchange's return?",
        message: "The items are no longer expected back. The exchange can then be canceled.",
        confirmLabel: "Cancel return",
        cancelLabel: "Keep return",
        variant: "danger" as const,
      };
  }
}
