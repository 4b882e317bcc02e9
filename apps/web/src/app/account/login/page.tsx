import type { Metadata } from "next";
import { LoginTemplate } from "@/modules/account/templates/login-template";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  const { next } = await searchParams;
  return <LoginTemplate next={typeof next === "string" ? next : undefined} />;
}
