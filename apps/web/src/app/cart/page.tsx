import type { Metadata } from "next";
import { CartPage } from "@/modules/cart/templates/cart-page";

export const metadata: Metadata = { title: "Cart", robots: { index: false } };

export default function Page() {
  return <CartPage />;
}
