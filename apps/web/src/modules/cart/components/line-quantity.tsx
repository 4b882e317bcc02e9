"use client";

// A cart line's quantity: − and + step by one; a typed number is sent when the field is left or
// Enter is pressed (not on every keystroke), and Escape puts the current quantity back.
import { useState, type KeyboardEvent } from "react";

export function LineQuantity({
  title,
  quantity,
  disabled,
  onChange,
}: {
  /** The product's name, for the controls' accessible names. */
  title: string;
  quantity: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}) {
  // What the shopper is typing; null shows the line's quantity.
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    const typed = Number(draft);
    setDraft(null);
    if (Number.isInteger(typed) && typed >= 1 && typed !== quantity) onChange(typed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") commit();
    if (event.key === "Escape") setDraft(null);
  }

  const stepClass =
    "inline-flex h-10 w-10 items-center justify-center text-base text-ink transition-colors hover:bg-sand disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent";

  return (
    <div className="inline-flex w-fit items-center rounded-theme border border-line bg-surface">
      <button
        type="button"
        aria-label={`Decrease quantity of ${title}`}
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
        className={stepClass}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        aria-label={`Quantity of ${title}`}
        value={draft ?? String(quantity)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        className="h-10 w-12 rounded-none border-x border-line bg-surface text-center text-sm text-ink tabular-nums [appearance:textfield] focus:outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent disabled:text-muted [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        aria-label={`Increase quantity of ${title}`}
        disabled={disabled}
        onClick={() => onChange(quantity + 1)}
        className={stepClass}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
