"use client";

// Issuing a gift card (issue 14): a region (its currency), an amount and, if the card should
// end, its last day. The new card opens at once, where its code is shown.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, SelectField, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { ActionSection } from "../../orders/components/action-section";
import { parseMoneyInput } from "../../orders/money-input";
import { useSingleFlight } from "../../orders/use-single-flight";
import { GIFT_CARD_PATHS } from "../constants";
import { endOfDay } from "../gift-card-input";
import { giftCardKeys } from "../gift-card-keys";

export function IssueGiftCardForm() {
  const client = useAdminCommerce();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [chosenRegionId, setRegionId] = useState("");
  const [amount, setAmount] = useState("");
  const [endsOn, setEndsOn] = useState("");
  const [submitted, setSubmitted] = useState(false);

  const regions = useQuery({
    queryKey: giftCardKeys.regions(),
    queryFn: async () => (await client.admin.regions.list({ limit: 200 })).regions,
  });
  const regionId = chosenRegionId || regions.data?.[0]?.id || "";
  const currencyCode = regions.data?.find((region) => region.id === regionId)?.currency_code ?? "";
  const value = parseMoneyInput(amount, currencyCode);

  const mutation = useMutation({
    mutationFn: (body: { region_id: string; value: number; ends_at: string | null }) =>
      client.admin.giftCards.create(body),
    onSuccess: ({ gift_card: card }) => {
      queryClient.setQueryData(giftCardKeys.detail(card.id), card);
      void queryClient.invalidateQueries({ queryKey: giftCardKeys.lists() });
      toast.success(`Gift card ${card.code} issued`);
      router.push(GIFT_CARD_PATHS.detail(card.id));
    },
  });
  const submit = useSingleFlight(mutation);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!value.ok || regionId === "") return;
    submit({ region_id: regionId, value: value.amount, ends_at: endOfDay(endsOn) });
  }

  return (
    <ActionSection id="issue-gift-card" title="Issue a gift card">
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Region"
          value={regionId}
          onChange={(event) => setRegionId(event.target.value)}
        >
          {(regions.data ?? []).map((region) => (
            <option key={region.id} value={region.id}>
              {region.name} ({region.currency_code.toUpperCase()})
            </option>
          ))}
        </SelectField>
        <TextField
          label="Amount"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={submitted && !value.ok ? value.error : undefined}
        />
        <TextField
          label="Ends on (optional)"
          type="date"
          value={endsOn}
          onChange={(event) => setEndsOn(event.target.value)}
        />
        <div className="sm:col-span-3">
          <FormAlert>
            {regions.isError ? errorMessage(regions.error) : null}
            {mutation.isError ? errorMessage(mutation.error) : null}
          </FormAlert>
          <Button type="submit" disabled={mutation.isPending} className="mt-2">
            {mutation.isPending ? "Issuing…" : "Issue gift card"}
          </Button>
        </div>
      </form>
    </ActionSection>
  );
}
