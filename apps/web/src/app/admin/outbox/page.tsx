import type { Metadata } from "next";
import { OutboxTemplate } from "@/modules/admin/templates/outbox-template";

export const metadata: Metadata = { title: "Mail outbox" };

export default function Page() {
  return <OutboxTemplate />;
}
