"use client";

// Buying a gift card (issue 14): the amount (one variant each), who it is for and a message. The
// recipient is checked here, then kept on the cart line's metadata, from which the API issues the
// card and mails its code when the order is paid.
import type { Product } from "@atelier/commerce-client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/modules/account/components/form-field";
import { hasErrors, type FieldErrors } from "@/modules/account/validation";
import { useCart } from "@/modules/cart";
import { formatExactAmount } from "@/modules/money/price-display";
import {
  MAX_GIFT_MESSAGE_LENGTH,
  recipientErrors,
  recipientMetadata,
  type GiftCardRecipient,
  type RecipientField,
} from "../recipient";

const NO_RECIPIENT: GiftCardRecipient = { email: "", name: "", message: "" };

export function GiftCardActions({
  product,
  currencyCode,
}: {
  product: Product;
  currencyCode: string;
}) {
  const { addItem, isAdding } = useCart();
  const amounts = product.variants.filter(
    (variant) => variant.calculated_price !== null && variant.calculated_price !== undefined,
  );
  const [variantId, setVariantId] = useState(amounts[0]?.id);
  const [recipient, setRecipient] = useState(NO_RECIPIENT);
  const [errors, setErrors] = useState<FieldErrors<RecipientField>>({});

  function change(field: RecipientField, value: string) {
    setRecipient((current) => ({ ...current, [field]: value }));
    // An error goes as soon as its field is being corrected.
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = recipientErrors(recipient);
    setErrors(found);
    if (hasErrors(found) || !variantId) return;
    await addItem({ variantId, quantity: 1, metadata: recipientMetadata(recipient) });
  }

  if (amounts.length === 0) {
    return <p className="text-sm text-muted">Gift cards are not sold in this region yet.</p>;
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Gift card" className="flex flex-col gap-6">
      <fieldset>
        <legend className="text-sm font-medium text-ink">Amount</legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {amounts.map((variant) => (
            <label
              key={variant.id}
              className="relative inline-flex min-h-11 cursor-pointer items-center rounded-theme border border-line bg-surface px-4 text-sm text-ink transition-colors hover:border-ink has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-canvas has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
            >
              <input
                type="radio"
                name="gift-card-amount"
                value={variant.id}
                checked={variantId === variant.id}
                onChange={() => setVariantId(variant.id)}
                className="absolute inset-0 z-10 cursor-pointer appearance-none opacity-0"
              />
              {formatExactAmount(variant.calculated_price ?? 0, currencyCode)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Recipient email"
        type="email"
        autoComplete="off"
        value={recipient.email}
        onChange={(event) => change("email", event.target.value)}
        error={errors.email}
        hint="We send the card's code here once your order is paid."
      />
      <TextField
        label="Recipient name"
        autoComplete="off"
        value={recipient.name}
        onChange={(event) => change("name", event.target.value)}
        error={errors.name}
      />
      <TextAreaField
        label="Message (optional)"
        value={recipient.message}
        onChange={(event) => change("message", event.target.value)}
        error={errors.message}
        hint={`Up to ${MAX_GIFT_MESSAGE_LENGTH} characters, sent with the card.`}
      />
      <Button type="submit" disabled={isAdding} aria-busy={isAdding}>
        {isAdding ? "Adding…" : "Add gift card to cart"}
      </Button>
    </form>
  );
}
