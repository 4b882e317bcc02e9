"use client";

// A labelled multi-line field, drawn like the account forms' text fields.
import { useId, type TextareaHTMLAttributes } from "react";

export function TextAreaField({
  label,
  className = "",
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        className="w-full border border-line bg-surface px-3 py-2 text-sm text-ink transition-colors hover:border-ink"
        {...textarea}
      />
    </div>
  );
}
