"use client";

import type { ReactNode } from "react";
import { AdminProvider } from "../admin-session";
import { AdminGuard } from "../components/admin-guard";
import { AdminShell } from "../components/admin-shell";

export function AdminArea({
  publicApiUrl,
  children,
}: {
  publicApiUrl: string;
  children: ReactNode;
}) {
  return (
    <AdminProvider>
      <AdminGuard>
        <AdminShell publicApiUrl={publicApiUrl}>{children}</AdminShell>
      </AdminGuard>
    </AdminProvider>
  );
}
