import type { ProductCategory } from "@atelier/commerce-client";

/**
 * The category with this handle and its ancestors, top-level first, searched through the tree
 * the API sends with `include_descendants_tree`. Null when no category has the handle.
 */
export function categoryTrail(tree: ProductCategory[], handle: string): ProductCategory[] | null {
  for (const category of tree) {
    if (category.handle === handle) return [category];
    const below = categoryTrail(category.category_children ?? [], handle);
    if (below) return [category, ...below];
  }
  return null;
}

/** A category's address: /categories/furniture/chairs. */
export function categoryHref(trail: Pick<ProductCategory, "handle">[]): string {
  return `/categories/${trail.map((category) => encodeURIComponent(category.handle)).join("/")}`;
}

/** Categories in the order staff ranked them. */
export function byRank(categories: ProductCategory[]): ProductCategory[] {
  return [...categories].sort((a, b) => a.rank - b.rank);
}
