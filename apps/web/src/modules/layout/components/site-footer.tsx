import type { ProductCategory } from "@atelier/commerce-client";
import Link from "next/link";
import { GIFT_CARD_PATH } from "@/modules/gift-card/recipient";
import { ORDER_LOOKUP_PATH } from "@/modules/order-lookup/lookup-input";
import { categoryHref } from "@/modules/shop/category-tree";
import type { NavItem } from "../nav-items";

function FooterColumn({ title, links }: { title: string; links: NavItem[] }) {
  if (links.length === 0) return null;
  return (
    <div>
      <h2 className="eyebrow font-sans">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-ink underline-offset-4 hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter({
  navItems,
  categories,
}: {
  navItems: NavItem[];
  categories: ProductCategory[];
}) {
  const categoryLinks = categories.map((category) => ({
    href: categoryHref([category]),
    label: category.name,
  }));
  return (
    <footer className="mt-24 border-t border-line bg-sand/60">
      <div className="container-page grid gap-12 py-16 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="max-w-xs">
          <p className="font-serif text-2xl text-ink">Atelier</p>
          <p className="mt-4 text-sm leading-relaxed text-muted">
            Furniture, lighting, textiles and objects, chosen for homes that are lived in. Made by
            small workshops, built to last decades.
          </p>
        </div>
        <FooterColumn title="Shop" links={navItems} />
        <FooterColumn title="Categories" links={categoryLinks} />
        <FooterColumn
          title="Atelier"
          links={[
            { href: "/", label: "Home" },
            { href: "/cart", label: "Your cart" },
            // Issue 14: the gift card is sold from its own page, never from a grid.
            { href: GIFT_CARD_PATH, label: "Gift cards" },
            // Spec §7: guests find an order without an account.
            { href: ORDER_LOOKUP_PATH, label: "Find your order" },
          ]}
        />
      </div>
      <div className="border-t border-line">
        <p className="container-page py-6 text-xs text-muted">
          © {new Date().getFullYear()} Atelier. Prices are shown in your region&apos;s currency;
          product prices say whether they include tax, and the cart lists taxes on a line of their
          own.
        </p>
      </div>
    </footer>
  );
}
