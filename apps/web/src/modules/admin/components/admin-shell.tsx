"use client";

// The admin frame: a side navigation of the screens (and the API reference), who is signed in,
// and sign-out.
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useAdmin, useStaffLogout } from "../admin-session";
import { API_REFERENCE_PATH } from "../constants";
import { adminNavItems } from "../nav-items";

export function AdminShell({
  publicApiUrl,
  children,
}: {
  /** The API as the browser reaches it (lib/config runtimeConfig). */
  publicApiUrl: string;
  children: ReactNode;
}) {
  const session = useAdmin();
  const logout = useStaffLogout();
  const pathname = usePathname();
  const user = session.status === "signed-in" ? session.user : undefined;
  return (
    <div className="container-page flex flex-col gap-8 py-10 md:flex-row">
      <aside className="flex shrink-0 flex-col gap-6 md:w-56">
        <div className="flex items-baseline justify-between gap-3">
          <p className="font-serif text-2xl text-ink">Atelier</p>
          <Link href="/" className="text-sm text-muted underline underline-offset-4 hover:text-ink">
            View shop
          </Link>
        </div>
        <div>
          <p className="eyebrow">Staff</p>
          <p className="mt-1 truncate text-sm text-muted" title={user?.email}>
            {user?.email}
          </p>
        </div>
        <nav aria-label="Admin">
          <ul className="flex flex-col gap-1">
            {adminNavItems.map((item) => {
              const current = pathname === item.href || pathname.startsWith(`${item.href}/`);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={current ? "page" : undefined}
                    className={`block px-3 py-2 text-sm ${
                      current ? "bg-ink text-canvas" : "text-ink hover:bg-sand"
                    }`}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
            <li>
              <a
                href={`${publicApiUrl}${API_REFERENCE_PATH}`}
                target="_blank"
                rel="noopener noreferrer"
                className="block px-3 py-2 text-sm text-ink hover:bg-sand"
              >
                API reference <span aria-hidden="true">↗</span>
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </nav>
        <Button
          variant="secondary"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          className="self-start"
        >
          {logout.isPending ? "Signing out…" : "Sign out"}
        </Button>
      </aside>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
