"use client";

import type { ReactNode } from "react";
import { AdminProvider } from "../admin-session";
import { AdminGuard } from "../components/admin-guard";
import { AdminShell } from "../components/admin-shell";

export function AdminArea({ children }: { children: ReactNode }) {
  return (
    <AdminProvider>
      <AdminGuard>
        <AdminShell>{children}</AdminShell>
      </AdminGuard>
    </AdminProvider>
  );
}
