import Link from "next/link";
import { AccountLink } from "@/modules/account/components/account-link";
import { CartButton } from "@/modules/cart";
import { RegionSelector } from "@/modules/store";
import type { NavItem } from "../nav-items";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { SearchBox } from "./search-box";

export function SiteHeader({ navItems }: { navItems: NavItem[] }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-canvas/95 backdrop-blur supports-[backdrop-filter]:bg-canvas/85">
      <div className="container-page flex h-16 items-center gap-3 md:h-20 md:gap-8">
        <MobileMenu items={navItems} search={<SearchBox />} extra={<RegionSelector />} />
        <Link href="/" className="font-serif text-2xl tracking-tight text-ink md:text-[1.7rem]">
          Atelier
        </Link>
        <SearchBox className="mx-auto hidden w-full max-w-sm md:flex" />
        <div className="ml-auto flex items-center gap-2 md:ml-0 md:gap-3">
          {/* A wrapper hides it, so its own display class cannot win over "hidden". */}
          <div className="hidden md:block">
            <RegionSelector />
          </div>
          <AccountLink />
          <CartButton />
        </div>
      </div>
      <nav aria-label="Main" className="hidden border-t border-line md:block">
        <ul className="container-page flex h-12 items-center gap-8 overflow-x-auto text-sm text-ink">
          {navItems.map((item) => (
            <li key={item.href} className="shrink-0">
              <NavLink href={item.href}>{item.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
