import type { Metadata } from "next";
import type { ReactNode } from "react";
import { runtimeConfig } from "@/lib/config";
import { AdminArea } from "@/modules/admin/templates/admin-area";
import { DataLayerScope } from "@/modules/commerce/data-layer";

export const metadata: Metadata = {
  title: { default: "Admin", template: "%s | Atelier admin" },
  robots: { index: false },
};

/**
 * Every /admin page. The server renders only the guard: admin data is fetched by the browser,
 * with the staff session, from the API, which refuses it without one.
 */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <DataLayerScope>
      <AdminArea publicApiUrl={runtimeConfig().publicApiUrl}>{children}</AdminArea>
    </DataLayerScope>
  );
}
