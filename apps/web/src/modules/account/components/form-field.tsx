"use client";

// Labelled form controls with their error underneath, read out with the field (spec §5: field
// errors are shown). Shared by the account, checkout and admin forms.
import {
  Children,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

const CONTROL_CLASS =
  "h-11 w-full border bg-surface px-3 text-sm text-ink transition-colors hover:border-ink disabled:cursor-not-allowed disabled:text-muted aria-[invalid=true]:border-danger";

function FieldFrame({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export function TextField({
  label,
  error,
  hint,
  className = "",
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <FieldFrame id={id} label={label} error={error} hint={hint}>
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`${CONTROL_CLASS} border-line`}
          {...input}
        />
      </FieldFrame>
    </div>
  );
}

/** A multi-line field (notes, descriptions, messages), four rows unless told otherwise. */
export function TextAreaField({
  label,
  error,
  hint,
  className = "",
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <FieldFrame id={id} label={label} error={error} hint={hint}>
        <textarea
          id={id}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className="w-full border border-line bg-surface px-3 py-2 text-sm text-ink transition-colors hover:border-ink aria-[invalid=true]:border-danger"
          {...textarea}
        />
      </FieldFrame>
    </div>
  );
}

export function SelectField({
  label,
  error,
  className = "",
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <FieldFrame id={id} label={label} error={error}>
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          className={`${CONTROL_CLASS} cursor-pointer border-line`}
          {...select}
        >
          {children}
        </select>
      </FieldFrame>
    </div>
  );
}

/** A message about the whole form (a refused sign-in, an expired link), announced at once. */
export function FormAlert({ children }: { children: ReactNode }) {
  // Several possible messages, each null while it does not apply, show nothing at all.
  if (Children.toArray(children).length === 0) return null;
  return (
    <p role="alert" className="border border-danger/40 bg-danger/5 px-4 py-3 text-sm text-danger">
      {children}
    </p>
  );
}
