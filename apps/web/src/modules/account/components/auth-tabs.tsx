"use client";

// The sign-in page's tabs (customer sign-in, create account, staff sign-in) with the arrow-key
// movement a tab list promises.
import { useId, useRef, type KeyboardEvent } from "react";

export type AuthTab = "sign-in" | "register" | "staff";

const TABS: { id: AuthTab; label: string }[] = [
  { id: "sign-in", label: "Sign in" },
  { id: "register", label: "Create account" },
  { id: "staff", label: "Staff" },
];

export function useAuthTabIds() {
  const base = useId();
  return {
    tab: (tab: AuthTab) => `${base}-${tab}-tab`,
    panel: (tab: AuthTab) => `${base}-${tab}-panel`,
  };
}

export function AuthTabs({
  active,
  onChange,
  ids,
}: {
  active: AuthTab;
  onChange: (tab: AuthTab) => void;
  ids: ReturnType<typeof useAuthTabIds>;
}) {
  const buttons = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((tab) => tab.id === active);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length].id;
    onChange(next);
    buttons.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Account"
      onKeyDown={onKeyDown}
      className="flex border-b border-line"
    >
      {TABS.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={ids.tab(tab.id)}
            aria-selected={selected}
            aria-controls={ids.panel(tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={`-mb-px flex-1 border-b-2 px-4 py-3 text-sm font-medium transition-colors ${
              selected ? "border-ink text-ink" : "border-transparent text-muted hover:text-ink"
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
