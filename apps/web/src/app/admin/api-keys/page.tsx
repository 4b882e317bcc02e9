import type { Metadata } from "next";
import { ApiKeysTemplate } from "@/modules/admin/api-keys/api-keys-template";

export const metadata: Metadata = { title: "API keys" };

export default function Page() {
  return <ApiKeysTemplate />;
}
