"use client";

// One quantity field per order line (packing, sending back, receiving), with what the line holds
// beside it and, where a form needs one, a control of its own per line (restock).
import { useState, type ReactNode } from "react";
import { TextField } from "@/modules/account/components/form-field";

export interface QuantityLine {
  id: string;
  title: string;
  /** What the line holds, such as "Ordered 3 · fulfilled 1 · left 2". */
  detail: string;
  /** The most that may be typed. */
  max: number;
}

export function LineQuantityList({
  lines,
  quantities,
  errors,
  onChange,
  fieldLabel,
  extra,
}: {
  lines: QuantityLine[];
  quantities: Record<string, string>;
  errors: Record<string, string>;
  onChange: (quantities: Record<string, string>) => void;
  fieldLabel: (line: QuantityLine) => string;
  extra?: (line: QuantityLine) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-line border-y border-line">
      {lines.map((line) => (
        <li key={line.id} className="flex flex-wrap items-end justify-between gap-4 py-3">
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium text-ink">{line.title}</p>
            <p className="text-muted">{line.detail}</p>
            {extra ? <div className="mt-2">{extra(line)}</div> : null}
          </div>
          <TextField
            label={fieldLabel(line)}
            type="number"
            inputMode="numeric"
            min={0}
            max={line.max}
            value={quantities[line.id] ?? ""}
            onChange={(event) => onChange({ ...quantities, [line.id]: event.target.value })}
            error={errors[line.id]}
            className="w-44"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * A form's typed quantities with its field errors and its message. Changing a quantity drops the
 * message and the errors of the fields that changed; the rest wait for the next submit.
 */
export function useLineQuantities() {
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | undefined>();
  function change(next: Record<string, string>) {
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([field]) => next[field] === quantities[field]),
      ),
    );
    setMessage(undefined);
    setQuantities(next);
  }
  return { quantities, change, errors, setErrors, message, setMessage };
}
