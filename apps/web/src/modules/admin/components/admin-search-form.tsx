"use client";

import type { FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/modules/account/components/form-field";

/** The search row above an admin list: a search box, any filters (children), and the button. */
export function AdminSearchForm({
  label,
  name = "q",
  value,
  onValueChange,
  onSubmit,
  submitLabel = "Search",
  children,
}: {
  label: string;
  name?: string;
  value: string;
  onValueChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel?: string;
  children?: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} role="search" className="mb-6 flex flex-wrap items-end gap-3">
      <TextField
        label={label}
        type="search"
        name={name}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className="w-72"
      />
      {children}
      <Button type="submit" variant="secondary">
        {submitLabel}
      </Button>
    </form>
  );
}
