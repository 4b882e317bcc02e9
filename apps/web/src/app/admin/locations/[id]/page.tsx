import type { Metadata } from "next";
import { LocationTemplate } from "@/modules/admin/locations/location-template";

export const metadata: Metadata = { title: "Location" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <LocationTemplate id={id} />;
}
