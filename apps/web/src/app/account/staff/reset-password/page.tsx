import type { Metadata } from "next";
import { ResetPasswordTemplate } from "@/modules/account/templates/reset-password-template";

export const metadata: Metadata = { title: "Reset staff password", robots: { index: false } };

type Query = { token?: string | string[]; email?: string | string[] };
const single = (value: string | string[] | undefined) =>
  typeof value === "string" ? value : undefined;

export default async function Page({ searchParams }: { searchParams: Promise<Query> }) {
  const { token, email } = await searchParams;
  return <ResetPasswordTemplate token={single(token)} email={single(email)} audience="staff" />;
}
