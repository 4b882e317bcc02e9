"use client";

// What discount codes and gift cards share (contract §6.5): the codes already applied, each on a
// row saying what it gives, with a remove button, and a small form that applies one more; the
// server's cart replaces the held one, and a refused code is explained under the field in words
// of its own for each reason (applied-codes.ts).
import type { Cart } from "@atelier/commerce-client";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/modules/account/components/form-field";
import { errorMessage } from "@/modules/account/error-message";
import { codeRefusalMessage, type AppliedCode, type CodeKind } from "../applied-codes";
import { useReplaceCart } from "../use-checkout-cart";

export function CodeEntry({
  label,
  listLabel,
  kind,
  codes,
  hint,
  applyCode,
  removeCode,
}: {
  /** The field's label and the form's name: "Discount code". */
  label: string;
  /** Names the list of applied codes: "Applied discounts". */
  listLabel: string;
  /** What a code is, in the remove button's name and the refusal messages. */
  kind: CodeKind;
  codes: readonly AppliedCode[];
  /** Shown under the field while there is no error: how codes combine. */
  hint?: string;
  /** Each resolves with the updated cart. */
  applyCode: (code: string) => Promise<Cart>;
  removeCode: (code: string) => Promise<Cart>;
}) {
  const { replaceCart } = useReplaceCart();
  const [error, setError] = useState<string | undefined>();
  const onSuccess = (next: Cart) => {
    replaceCart(next);
    setError(undefined);
  };
  const apply = useMutation({
    mutationFn: applyCode,
    onSuccess,
    onError: (failure, code) => setError(codeRefusalMessage(kind, code, failure)),
  });
  const remove = useMutation({
    mutationFn: removeCode,
    onSuccess,
    onError: (failure) => setError(errorMessage(failure)),
  });

  return (
    <div className="flex flex-col gap-3">
      <AppliedCodes
        label={listLabel}
        kind={kind}
        codes={codes}
        isRemoving={remove.isPending}
        onRemove={(code) => remove.mutate(code)}
      />
      <CodeForm
        label={label}
        hint={hint}
        error={error}
        isApplying={apply.isPending}
        onApply={(code) => apply.mutateAsync(code)}
      />
    </div>
  );
}

function AppliedCodes({
  label,
  kind,
  codes,
  isRemoving,
  onRemove,
}: {
  /** Names the list, e.g. "Applied gift cards". */
  label: string;
  /** What a code is, in the remove button's name: "discount", "gift card". */
  kind: CodeKind;
  codes: readonly AppliedCode[];
  isRemoving: boolean;
  onRemove: (code: string) => void;
}) {
  if (codes.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {codes.map(({ code, detail }) => (
        <li key={code} className="flex items-center justify-between gap-3 text-sm">
          <span className="flex min-w-0 flex-col">
            <span className="font-medium tracking-wide uppercase">{code}</span>
            <span className="text-muted">{detail}</span>
          </span>
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

function CodeForm({
  label,
  hint,
  error,
  isApplying,
  onApply,
}: {
  /** The field's label and the form's name: "Discount code", "Gift card code". */
  label: string;
  hint?: string;
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
        hint={hint}
        className="flex-1"
      />
      <Button type="submit" variant="secondary" disabled={isApplying} className="mt-[1.625rem]">
        {isApplying ? "Applying…" : "Apply"}
      </Button>
    </form>
  );
}
