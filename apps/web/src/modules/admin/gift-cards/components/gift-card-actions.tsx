"use client";

// What staff change on a card (issue 14): its balance, typed in the card's currency; disabling it
// (a shopper can no longer apply it, and open carts lose it) or enabling it again; deleting it.
import type { AdminGiftCardDetail } from "@atelier/commerce-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { ActionSection } from "../../orders/components/action-section";
import { moneyInputText } from "../../orders/money-input";
import { GIFT_CARD_PATHS } from "../constants";
import { parseBalanceInput } from "../gift-card-input";
import { giftCardKeys } from "../gift-card-keys";
import { useGiftCardChange } from "../use-gift-card-change";

function BalanceForm({ card }: { card: AdminGiftCardDetail }) {
  const client = useAdminCommerce();
  const currencyCode = card.region.currency_code;
  const [text, setText] = useState(moneyInputText(card.balance, currencyCode));
  const [submitted, setSubmitted] = useState(false);
  const balance = parseBalanceInput(text, currencyCode);
  const change = useGiftCardChange(
    card.id,
    (amount: number) => client.admin.giftCards.update(card.id, { balance: amount }),
    "Balance updated",
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (balance.ok) change.submit(balance.amount);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <TextField
        label={`New balance (${currencyCode.toUpperCase()})`}
        inputMode="decimal"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={submitted && !balance.ok ? balance.error : undefined}
      />
      <FormAlert>{change.isError ? errorMessage(change.error) : null}</FormAlert>
      <Button type="submit" variant="secondary" disabled={change.isPending}>
        {change.isPending ? "Saving…" : "Adjust balance"}
      </Button>
    </form>
  );
}

function DisableButton({ card }: { card: AdminGiftCardDetail }) {
  const client = useAdminCommerce();
  const change = useGiftCardChange(
    card.id,
    (is_disabled: boolean) => client.admin.giftCards.update(card.id, { is_disabled }),
    card.is_disabled ? "Gift card enabled" : "Gift card disabled",
  );
  return (
    <>
      <FormAlert>{change.isError ? errorMessage(change.error) : null}</FormAlert>
      <Button
        variant="secondary"
        disabled={change.isPending}
        onClick={() => change.submit(!card.is_disabled)}
      >
        {card.is_disabled ? "Enable gift card" : "Disable gift card"}
      </Button>
    </>
  );
}

function DeleteButton({ card }: { card: AdminGiftCardDetail }) {
  const client = useAdminCommerce();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const mutation = useMutation({
    mutationFn: () => client.admin.giftCards.delete(card.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: giftCardKeys.detail(card.id) });
      void queryClient.invalidateQueries({ queryKey: giftCardKeys.lists() });
      toast.success(`Gift card ${card.code} deleted`);
      router.push(GIFT_CARD_PATHS.list);
    },
  });
  return (
    <>
      <FormAlert>{mutation.isError ? errorMessage(mutation.error) : null}</FormAlert>
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        Delete gift card
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete this gift card?"
        message={`${card.code} can no longer be used. What orders took from it stays on them.`}
        confirmLabel="Delete gift card"
        variant="danger"
        busy={mutation.isPending}
        onConfirm={() => mutation.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

export function GiftCardActions({ card }: { card: AdminGiftCardDetail }) {
  return (
    <ActionSection id="gift-card-actions" title="Change">
      <BalanceForm key={card.balance} card={card} />
      <DisableButton card={card} />
      <DeleteButton card={card} />
    </ActionSection>
  );
}
