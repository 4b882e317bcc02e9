import type { Metadata } from "next";
import { TeamTemplate } from "@/modules/admin/templates/team-template";

export const metadata: Metadata = { title: "Team" };

export default function Page() {
  return <TeamTemplate />;
}
