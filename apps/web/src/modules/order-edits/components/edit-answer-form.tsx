"use client";

// The shopper's answer to an order edit (issue 13). Accept: when there is a difference to pay, it
// is paid through the edit's payment collection first (a session of the manual provider,
// authorised), then the edit is completed; a retry after a failure picks up where the last attempt
// stopped (a collection already paid is not paid again). Decline takes an optional reason.
import type { StoreOrderEdit } from "@atelier/commerce-client";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextAreaField } from "@/modules/account/components/form-field";
import { useSingleFlight } from "@/modules/admin/orders/use-single-flight";
import { useCommerce } from "@/modules/commerce";
import { formatExactAmount } from "@/modules/money/price-display";
import { editBalance } from "../edit-changes";

/**
 * The provider a collection is paid with: Medusa's collection routes take no session data, so
 * only `manual` can authorise one (docs/decisions.md, "Order edits").
 */
const COLLECTION_PROVIDER = "manual";

/** Ours, below the API's text limit: a reason is a sentence or two. */
const REASON_MAX_LENGTH = 1000;

export function EditAnswerForm({
  edit,
  currencyCode,
  onAnswered,
}: {
  edit: StoreOrderEdit;
  currencyCode: string;
  /** Awaited: the buttons stay busy until the page has what it shows next. */
  onAnswered: (edit: StoreOrderEdit) => Promise<void>;
}) {
  const client = useCommerce();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const balance = editBalance(edit.difference_due);
  const collectionId = edit.payment_collection_id;

  const accept = useMutation({
    mutationFn: async (): Promise<StoreOrderEdit> => {
      if (collectionId && balance.kind === "pay") {
        const collections = client.store.paymentCollections;
        const { payment_collection: collection } = await collections.retrieve(collectionId);
        if (collection.status !== "authorized") {
          const { payment_collection: withSession } = await collections.managePaymentSession(
            collectionId,
            { provider_id: COLLECTION_PROVIDER },
          );
          const sessionIds = withSession.payment_sessions
            .filter((session) => session.status !== "authorized")
            .map((session) => session.id);
          if (sessionIds.length > 0) {
            await collections.authorizePaymentSessionsBatch(collectionId, {
              session_ids: sessionIds,
            });
          }
        }
      }
      return (await client.store.orderEdits.complete(edit.id)).order_edit;
    },
    onSuccess: onAnswered,
  });
  const decline = useMutation({
    mutationFn: async (declinedReason: string): Promise<StoreOrderEdit> =>
      (
        await client.store.orderEdits.decline(
          edit.id,
          declinedReason ? { declined_reason: declinedReason } : {},
        )
      ).order_edit,
    onSuccess: onAnswered,
  });
  const acceptOnce = useSingleFlight(accept);
  const declineOnce = useSingleFlight(decline);
  const pending = accept.isPending || decline.isPending;
  const acceptLabel =
    balance.kind === "pay"
      ? `Accept and pay ${formatExactAmount(balance.amount, currencyCode)}`
      : "Accept change";

  function submitDecline(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    accept.reset();
    declineOnce(reason.trim());
  }

  return (
    <div className="flex flex-col gap-4">
      <FormAlert>
        {accept.isError
          ? errorMessage(accept.error, "We couldn't accept the change. Please try again.")
          : decline.isError
            ? errorMessage(decline.error, "We couldn't decline the change. Please try again.")
            : null}
      </FormAlert>
      {declining ? (
        <form
          onSubmit={submitDecline}
          aria-label="Decline the change"
          className="flex flex-col gap-4"
        >
          <TextAreaField
            label="Reason (optional)"
            value={reason}
            maxLength={REASON_MAX_LENGTH}
            rows={3}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={pending} aria-busy={decline.isPending}>
              {decline.isPending ? CONFIRM_DIALOG_BUSY_LABEL : "Decline change"}
            </Button>
            <Button variant="secondary" disabled={pending} onClick={() => setDeclining(false)}>
              Back
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3">
          <Button
            disabled={pending}
            aria-busy={accept.isPending}
            onClick={() => {
              decline.reset();
              acceptOnce(undefined);
            }}
          >
            {accept.isPending ? CONFIRM_DIALOG_BUSY_LABEL : acceptLabel}
          </Button>
          <Button variant="secondary" disabled={pending} onClick={() => setDeclining(true)}>
            Decline
          </Button>
        </div>
      )}
    </div>
  );
}
