import type { Metadata } from "next";
import { GiftCardsTemplate } from "@/modules/admin/gift-cards/gift-cards-template";

export const metadata: Metadata = { title: "Gift cards" };

export default function Page() {
  return <GiftCardsTemplate />;
}
