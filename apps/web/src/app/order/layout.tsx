import type { ReactNode } from "react";
import { DataLayerScope } from "@/modules/commerce/data-layer";

/** These pages query the API from their own components: the data layer loads with them. */
export default function OrderLayout({ children }: { children: ReactNode }) {
  return <DataLayerScope>{children}</DataLayerScope>;
}
