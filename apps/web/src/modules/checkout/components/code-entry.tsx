"use client";

// The parts discount codes and gift cards share (contract §6.5): the codes already applied, each
// with a remove button, and a small form that applies one more.
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/modules/account/components/form-field";

export function AppliedCodes({
  label,
  kind,
  codes,
  isRemoving,
  onRemove,
}: {
  /** Names the list, e.g. "Applied gift cards". */
  label: string;
  /** What a code is, in the remove button's name: "discount", "gift card". */
  kind: string;
  codes: readonly string[];
  isRemoving: boolean;
  onRemove: (code: string) => void;
}) {
  if (codes.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {codes.map((code) => (
        <li key={code} className="flex items-center justify-between gap-3 text-sm">
          <span className="font-medium tracking-wide uppercase">{code}</span>
          <button
            type="button"
            onClick={() => onRemove(code)}
            disabled={isRemoving}
            aria-label={`Remove ${kind} ${code}`}
            className="text-muted underline underline-offset-4 hover:text-ink"
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}

export function CodeForm({
  label,
  error,
  isApplying,
  onApply,
}: {
  /** The field's label and the form's name: "Discount code", "Gift card code". */
  label: string;
  /** Why the last attempt failed, from the caller's mutation. */
  error: string | undefined;
  isApplying: boolean;
  /** Resolves once applied (the field then empties); rejects when the code was refused. */
  onApply: (code: string) => Promise<unknown>;
}) {
  const [code, setCode] = useState("");
  const [emptyError, setEmptyError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === "") {
      setEmptyError(`Enter a ${label.toLowerCase()}.`);
      return;
    }
    setEmptyError(undefined);
    // A refused code keeps what the shopper typed; the caller shows why.
    onApply(trimmed).then(
      () => setCode(""),
      () => undefined,
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label={label} className="flex items-start gap-2">
      <TextField
        label={label}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={emptyError ?? error}
        className="flex-1"
      />
      <Button type="submit" variant="secondary" disabled={isApplying} className="mt-[1.625rem]">
        {isApplying ? "Applying…" : "Apply"}
      </Button>
    </form>
  );
}
