import type { Metadata } from "next";
import { SettingsTemplate } from "@/modules/admin/settings/settings-template";

export const metadata: Metadata = { title: "Settings" };

export default function Page() {
  return <SettingsTemplate />;
}
