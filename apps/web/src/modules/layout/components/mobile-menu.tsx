"use client";

import { usePathname } from "next/navigation";
import { useId, useState, type ReactNode } from "react";
import type { NavItem } from "../nav-items";
import { NavLink } from "./nav-link";

/**
 * The small-screen menu: a disclosure button and a panel with search, links and extra controls.
 * The panel's content exists only while it is open, so its search box and region selector are
 * never a second copy of the header's.
 */
export function MobileMenu({
  items,
  search,
  extra,
}: {
  items: NavItem[];
  search: ReactNode;
  extra: ReactNode;
}) {
  const pathname = usePathname();
  // Remembering where the menu was opened closes it by itself when the page changes.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const close = () => setOpenedOn(null);
  const panelId = useId();
  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenedOn(open ? null : pathname)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-sand"
      >
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          {open ? (
            <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          )}
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-b border-line bg-canvas px-5 pt-4 pb-8 shadow-sm"
      >
        {open ? (
          <>
            <div onSubmit={close}>{search}</div>
            <nav aria-label="Mobile" className="mt-6">
              <ul className="flex flex-col divide-y divide-line border-y border-line">
                {items.map((item) => (
                  <li key={item.href}>
                    <NavLink href={item.href} onNavigate={close} className="block py-3 text-base">
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-6 w-fit">{extra}</div>
          </>
        ) : null}
      </div>
    </div>
  );
}
