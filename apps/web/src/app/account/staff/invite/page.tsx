import type { Metadata } from "next";
import { AcceptInviteTemplate } from "@/modules/admin/templates/accept-invite-template";

export const metadata: Metadata = { title: "Join the Atelier team", robots: { index: false } };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return <AcceptInviteTemplate token={typeof token === "string" ? token : undefined} />;
}
