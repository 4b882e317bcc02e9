"use client";

// One claim of an order for staff (issue 13): what was claimed and why, what it refunded or sends,
// its fulfillments; and, while it is open, its actions — pack the replacement, mark a packed
// parcel shipped with its tracking number or cancel it, cancel the claim (a danger dialog). The
// API's refusals (a refunded claim cannot be canceled, a shipped one neither) are shown as it says
// them.
import type { AdminOrder, ClaimOrder, OrderFulfillment } from "@atelier/commerce-client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL, ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import { orderDate } from "@/modules/account/order-display";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { CLAIM_REASON_LABELS, claimState } from "../claims";
import { awaitingShipment, trackingNumbers } from "../fulfilment";
import { formatOrderMoney } from "../money-input";
import { useOrderAction } from "../use-order-action";

function ClaimShipmentForm({
  order,
  claim,
  fulfillment,
  label,
}: {
  order: AdminOrder;
  claim: ClaimOrder;
  fulfillment: OrderFulfillment;
  label: string;
}) {
  const client = useAdminCommerce();
  const [tracking, setTracking] = useState("");
  const ship = useOrderAction(
    order.id,
    (numbers: string[]) =>
      client.admin.orders.createClaimShipment(order.id, claim.id, {
        fulfillment_id: fulfillment.id,
        tracking_numbers: numbers,
      }),
    "Replacement marked as shipped.",
  );
  const cancel = useOrderAction(
    order.id,
    () => client.admin.orders.cancelClaimFulfillment(order.id, claim.id, fulfillment.id),
    "Replacement fulfillment canceled.",
  );
  const failed = ship.isError ? ship.error : cancel.isError ? cancel.error : null;
  const busy = ship.isPending || cancel.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    ship.submit(trackingNumbers(tracking));
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Ship the replacement of ${label.toLowerCase()}`}
      className="flex flex-col gap-3"
    >
      <FormAlert>{failed ? errorMessage(failed) : null}</FormAlert>
      <TextField
        label={`Tracking number for ${label.toLowerCase()}`}
        autoComplete="off"
        value={tracking}
        onChange={(event) => setTracking(event.target.value)}
        className="max-w-sm"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} aria-busy={ship.isPending}>
          {ship.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Mark shipped"}
        </Button>
        <Button
          variant="secondary"
          onClick={() => cancel.submit()}
          disabled={busy}
          aria-busy={cancel.isPending}
          aria-label={`Cancel the replacement fulfillment of ${label.toLowerCase()}`}
        >
          {cancel.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Cancel fulfillment"}
        </Button>
      </div>
    </form>
  );
}

function fulfillmentState(fulfillment: OrderFulfillment): string {
  if (fulfillment.canceled_at) return "Canceled";
  if (!fulfillment.shipped_at) return "Packed, waiting for the carrier";
  const numbers = fulfillment.tracking_numbers.join(", ");
  return `Shipped ${orderDate(fulfillment.shipped_at)}${numbers ? ` · tracking ${numbers}` : ""}`;
}

export function ClaimCard({
  order,
  claim,
  number,
}: {
  order: AdminOrder;
  claim: ClaimOrder;
  number: number;
}) {
  const client = useAdminCommerce();
  const [canceling, setCanceling] = useState(false);
  const label = `Claim ${number}`;
  const fulfil = useOrderAction(
    order.id,
    () => client.admin.orders.fulfillClaim(order.id, claim.id),
    "Replacement packed.",
  );
  const cancel = useOrderAction(
    order.id,
    () => client.admin.orders.cancelClaim(order.id, claim.id),
    "Claim canceled.",
  );
  // A refund went back at once and cannot be undone, so a refunded claim has no actions.
  const open = !claim.canceled_at && claim.payment_status !== "refunded";
  const live = claim.fulfillments.filter((each) => !each.canceled_at);
  const canFulfil = open && claim.type === "replace" && live.length === 0;
  const money = (amount: number) => formatOrderMoney(amount, order.currency_code);
  const failed = fulfil.isError ? fulfil.error : cancel.isError ? cancel.error : null;

  return (
    <li
      className="flex flex-col gap-3 border border-line p-4 text-sm"
      data-testid="order-claim"
      aria-labelledby={`claim-${claim.id}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`claim-${claim.id}`} className="font-sans text-base font-medium">
          {label} · {claim.type === "refund" ? "Refund" : "Replacement"}
          <span className="ml-2 border border-line px-2 py-0.5 text-xs font-medium">
            {claimState(claim)}
          </span>
        </h3>
        {claim.type === "refund" ? (
          <p className="tabular-nums" data-testid="claim-refund">
            <span className="text-muted">
              {claim.payment_status === "refunded" ? "Refunded: " : "Refund: "}
            </span>
            {money(claim.refund_amount ?? 0)}
          </p>
        ) : null}
      </div>
      <p className="text-muted">Created {orderDate(claim.created_at)}</p>
      <div>
        <p className="font-medium">Claimed</p>
        <ul className="text-muted">
          {claim.claim_items.map((item) => (
            <li key={item.id}>
              {item.quantity} × {item.item.title} · {CLAIM_REASON_LABELS[item.reason]}
              {item.note ? ` · “${item.note}”` : ""}
              {item.images.length > 0 ? (
                <>
                  {" · "}
                  {item.images.map((image, index) => (
                    <a
                      key={image.id}
                      href={image.url}
                      target="_blank"
                      rel="noreferrer"
                      className="mr-2 underline underline-offset-4"
                    >
                      Photo {index + 1}
                    </a>
                  ))}
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      {claim.additional_items.length > 0 ? (
        <div>
          <p className="font-medium">Sent instead</p>
          <ul className="text-muted">
            {claim.additional_items.map((item) => (
              <li key={item.id}>
                {item.quantity} × {[item.title, item.description].filter(Boolean).join(" · ")}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {claim.fulfillments.length > 0 ? (
        <ul className="text-muted" aria-label={`Fulfillments of ${label.toLowerCase()}`}>
          {claim.fulfillments.map((fulfillment, index) => (
            <li key={fulfillment.id}>
              Fulfillment {index + 1}: {fulfillmentState(fulfillment)}
            </li>
          ))}
        </ul>
      ) : null}
      <FormAlert>{failed ? errorMessage(failed) : null}</FormAlert>
      {open
        ? awaitingShipment(claim.fulfillments).map((fulfillment) => (
            <ClaimShipmentForm
              key={fulfillment.id}
              order={order}
              claim={claim}
              fulfillment={fulfillment}
              label={label}
            />
          ))
        : null}
      {open ? (
        <div className="flex flex-wrap gap-3">
          {canFulfil ? (
            <Button
              onClick={() => fulfil.submit()}
              disabled={fulfil.isPending}
              aria-busy={fulfil.isPending}
              aria-label={`Fulfil the replacement of ${label.toLowerCase()}`}
            >
              {fulfil.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Fulfil replacement"}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => {
              cancel.reset();
              setCanceling(true);
            }}
            aria-label={`Cancel ${label.toLowerCase()}`}
          >
            Cancel claim
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={canceling}
        title={`Cancel ${label.toLowerCase()}?`}
        message={
          claim.type === "replace"
            ? "The claim is closed and its replacement items go back in stock. This cannot be undone."
            : "The claim is closed. This cannot be undone."
        }
        confirmLabel="Cancel claim"
        cancelLabel="Keep claim"
        variant="danger"
        busy={cancel.isPending}
        onConfirm={() => cancel.submit(undefined, { onSettled: () => setCanceling(false) })}
        onCancel={() => setCanceling(false)}
      />
    </li>
  );
}
