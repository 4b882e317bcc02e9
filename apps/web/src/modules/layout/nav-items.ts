import type { ProductCollection } from "@atelier/commerce-client";

export interface NavItem {
  href: string;
  label: string;
}

/** The header's navigation: the whole shop, then each collection (the shop's rooms). */
export function mainNavItems(collections: ProductCollection[]): NavItem[] {
  return [
    { href: "/shop", label: "Shop all" },
    ...collections
      .filter((collection): collection is ProductCollection & { handle: string } =>
        Boolean(collection.handle),
      )
      .map((collection) => ({
        href: `/collections/${collection.handle}`,
        label: collection.title,
      })),
  ];
}
