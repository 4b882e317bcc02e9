"use client";

import { useId } from "react";

/** A stepper: − [n] +, within 1…max. */
export function QuantityInput({
  value,
  max,
  disabled,
  onChange,
}: {
  value: number;
  max: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}) {
  const inputId = useId();
  const clamp = (quantity: number) => Math.min(Math.max(1, quantity), Math.max(1, max));
  const stepClass =
    "inline-flex h-11 w-11 items-center justify-center text-lg text-ink hover:bg-sand disabled:cursor-not-allowed disabled:text-muted disabled:hover:bg-transparent";
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        Quantity
      </label>
      <div className="inline-flex w-fit items-center rounded-theme border border-line bg-surface">
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={disabled || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
          className={stepClass}
        >
          −
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            const typed = Number.parseInt(event.target.value, 10);
            onChange(Number.isNaN(typed) ? 1 : clamp(typed));
          }}
          className="h-11 w-14 rounded-none border-x border-line bg-surface text-center text-sm text-ink [appearance:textfield] focus:outline-none focus-visible:outline-2 focus-visible:outline-accent disabled:text-muted [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={disabled || value >= max}
          onClick={() => onChange(clamp(value + 1))}
          className={stepClass}
        >
          +
        </button>
      </div>
    </div>
  );
}
