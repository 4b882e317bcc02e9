"use client";

// A line that is not in the catalogue (Medusa v1 custom line item): a title, a price in the
// draft's currency and a quantity. Not a form of its own, so it can sit inside the create form.
import { useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/modules/account/components/form-field";
import type { FieldErrors } from "@/modules/account/validation";
import { checkCustomItem, type CustomItemField } from "../draft-order-input";

export interface CustomItem {
  title: string;
  unit_price: number;
  quantity: number;
}

const EMPTY = { title: "", price: "", quantity: "1" };

export function CustomItemFields({
  currencyCode,
  busy = false,
  onAdd,
}: {
  currencyCode: string;
  busy?: boolean;
  /** Adds the line and calls `added` once it is, which clears the fields. */
  onAdd: (item: CustomItem, added: () => void) => void;
}) {
  const [input, setInput] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<CustomItemField>>({});
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setInput((current) => ({ ...current, [field]: event.target.value }));

  function add() {
    const checked = checkCustomItem(input, currencyCode);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onAdd(checked.item, () => setInput(EMPTY));
  }
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">Custom item</legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_9rem_6rem]">
        <TextField
          label="Item title"
          value={input.title}
          onChange={set("title")}
          onKeyDown={addOnEnter}
          error={errors.title}
          autoComplete="off"
        />
        <TextField
          label={`Price (${currencyCode.toUpperCase()})`}
          inputMode="decimal"
          value={input.price}
          onChange={set("price")}
          onKeyDown={addOnEnter}
          error={errors.price}
          autoComplete="off"
        />
        <TextField
          label="Quantity"
          inputMode="numeric"
          value={input.quantity}
          onChange={set("quantity")}
          onKeyDown={addOnEnter}
          error={errors.quantity}
          autoComplete="off"
        />
      </div>
      <Button variant="secondary" className="self-start" disabled={busy} onClick={add}>
        Add custom item
      </Button>
    </fieldset>
  );
}
