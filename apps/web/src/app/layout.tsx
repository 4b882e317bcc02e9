import type { Metadata } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Atelier — home and design goods", template: "%s | Atelier" },
  description: "Furniture, lighting, textiles and objects for the home, chosen by Atelier.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
