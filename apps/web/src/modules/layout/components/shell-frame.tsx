"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

/** The staff area has a frame of its own; the shop's header and footer are for shoppers. */
function isStaffArea(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** Places the shop's header and footer around a page, except in the staff area. */
export function ShellFrame({
  header,
  footer,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  const staffArea = isStaffArea(usePathname());
  return (
    <>
      {staffArea ? null : header}
      <main id="main-content" className="min-h-[60vh]">
        {children}
      </main>
      {staffArea ? null : footer}
    </>
  );
}
