import type { ReactNode } from "react";
import { SiteFooter } from "../components/site-footer";
import { ShellFrame } from "../components/shell-frame";
import { SiteHeader } from "../components/site-header";
import { mainNavItems } from "../nav-items";
import { loadShellData } from "../shell-data.server";

/** Every page's frame: skip link, header, the page as the main landmark, footer (shop pages). */
export async function SiteShell({ children }: { children: ReactNode }) {
  const { collections, categories } = await loadShellData();
  const navItems = mainNavItems(collections);
  return (
    <>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:bg-ink focus:px-4 focus:py-2 focus:text-sm focus:text-canvas"
      >
        Skip to content
      </a>
      <ShellFrame
        header={<SiteHeader navItems={navItems} />}
        footer={<SiteFooter navItems={navItems} categories={categories} />}
      >
        {children}
      </ShellFrame>
    </>
  );
}
