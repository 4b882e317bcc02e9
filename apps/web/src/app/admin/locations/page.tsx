import type { Metadata } from "next";
import { LocationsTemplate } from "@/modules/admin/locations/locations-template";

export const metadata: Metadata = { title: "Locations" };

export default function Page() {
  return <LocationsTemplate />;
}
