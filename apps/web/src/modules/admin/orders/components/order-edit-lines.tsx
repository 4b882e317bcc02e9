"use client";

// The lines of an order edit not yet sent (issue 13): each with its quantity, changed in place
// (a whole number of at least 1), and Remove; an added line is removed by undoing its addition,
// since the API removes only copies of the order's lines.
import type { OrderEdit } from "@atelier/commerce-client";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/modules/account/components/form-field";
import { formatExactAmount } from "@/modules/money/price-display";

type EditLine = OrderEdit["items"][number];

const QUANTITY_ERROR = "Enter a whole number of at least 1.";

function LineQuantityForm({
  line,
  pending,
  onChange,
}: {
  line: EditLine;
  pending: boolean;
  onChange: (quantity: number) => void;
}) {
  const [value, setValue] = useState(String(line.quantity));
  const [error, setError] = useState<string | undefined>();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const quantity = Number(value.trim());
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(quantity) || quantity < 1) {
      setError(QUANTITY_ERROR);
      return;
    }
    setError(undefined);
    if (quantity !== line.quantity) onChange(quantity);
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Quantity of ${line.title}`}
      className="flex items-end gap-2"
    >
      <TextField
        label="Quantity"
        aria-label={`Quantity: ${line.title}`}
        inputMode="numeric"
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        className="w-40"
      />
      <Button type="submit" variant="secondary" disabled={pending}>
        Change
      </Button>
    </form>
  );
}

export function OrderEditLines({
  edit,
  currencyCode,
  pending,
  onQuantity,
  onRemove,
}: {
  edit: OrderEdit;
  currencyCode: string;
  pending: boolean;
  onQuantity: (line: EditLine, quantity: number) => void;
  /** Removes a copied line, or undoes the change that added a line. */
  onRemove: (line: EditLine) => void;
}) {
  if (edit.items.length === 0) {
    return <p className="text-sm text-muted">The edit has no lines left: add a product.</p>;
  }
  return (
    <ul className="divide-y divide-line border-y border-line" aria-label="Lines after the edit">
      {edit.items.map((line) => (
        <li
          key={`${line.id}-${line.quantity}`}
          className="flex flex-wrap items-end gap-4 py-3 text-sm"
          data-testid="edit-line"
        >
          <div className="flex min-w-0 flex-1 basis-48 flex-col gap-0.5">
            <p className="font-medium text-ink">{line.title}</p>
            {line.description ? <p className="text-muted">{line.description}</p> : null}
            <p className="tabular-nums">{formatExactAmount(line.subtotal, currencyCode)}</p>
          </div>
          <LineQuantityForm
            line={line}
            pending={pending}
            onChange={(quantity) => onQuantity(line, quantity)}
          />
          <Button
            variant="ghost"
            disabled={pending}
            aria-label={`Remove ${line.title}`}
            onClick={() => onRemove(line)}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
