import type { Metadata } from "next";
import { AccountTemplate } from "@/modules/account/templates/account-template";

export const metadata: Metadata = { title: "Your account", robots: { index: false } };

export default function Page() {
  return <AccountTemplate />;
}
