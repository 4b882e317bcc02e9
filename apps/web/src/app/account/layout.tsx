import type { ReactNode } from "react";
import { DataLayerScope } from "@/modules/commerce/data-layer";

/** These pages query the API from their own components: the data layer loads with them. */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return <DataLayerScope>{children}</DataLayerScope>;
}
