"use client";

import { useId, type TextareaHTMLAttributes } from "react";

/** A labelled multi-line field, styled like the shared text fields. */
export function TextAreaField({
  label,
  hint,
  className = "",
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string }) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="min-h-20 w-full border border-line bg-surface px-3 py-2 text-sm text-ink transition-colors hover:border-ink"
        {...textarea}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
