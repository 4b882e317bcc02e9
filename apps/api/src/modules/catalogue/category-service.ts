// Product categories as the Store sees them (Medusa v1 §7.3): only active, non-internal ones,
// and only when every ancestor is visible too, so a hidden branch hides its whole subtree.
// A shop's category tree is small and every read needs tree walks, so the visible tree is
// loaded whole in one query (and memoised for the cache lifetime) and filtered in memory.
import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { productCategories } from "./tables";
import { catalogueLookup } from "../../http/response-cache";

export type CategoryRow = typeof productCategories.$inferSelect;

/** The wire fields of a category (`is_active` and `is_internal` are not sent to shoppers). */
export interface StoreCategoryFields {
  id: string;
  name: string;
  description: string;
  handle: string;
  parent_category_id: string | null;
  rank: number;
  metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
}

export interface CategoryTree {
  /** Visible categories in tree order: each parent before its children, siblings by rank. */
  categories: CategoryRow[];
  byId: Map<string, CategoryRow>;
  childrenOf: Map<string, CategoryRow[]>;
}

const visibleTrees = catalogueLookup<CategoryTree>();

/** Every category, hidden ones too, siblings by rank. */
export function categoriesByRank(db: Database): Promise<CategoryRow[]> {
  return db
    .select()
    .from(productCategories)
    .orderBy(
      asc(productCategories.rank),
      asc(productCategories.created_at),
      asc(productCategories.id),
    );
}

async function loadVisibleTree(db: Database): Promise<CategoryTree> {
  const rows = await categoriesByRank(db);
  const all = new Map(rows.map((row) => [row.id, row]));
  const visibility = new Map<string, boolean>();
  const isVisible = (row: CategoryRow, seen: Set<string>): boolean => {
    const known = visibility.get(row.id);
    if (known !== undefined) return known;
    // A parent cycle in bad data must not loop forever: treat it as hidden.
    if (seen.has(row.id)) return false;
    seen.add(row.id);
    const parent = row.parent_category_id === null ? undefined : all.get(row.parent_category_id);
    const visible =
      row.is_active &&
      !row.is_internal &&
      (row.parent_category_id === null || (parent !== undefined && isVisible(parent, seen)));
    visibility.set(row.id, visible);
    return visible;
  };
  const visible = rows.filter((row) => isVisible(row, new Set()));
  const childrenOf = new Map<string, CategoryRow[]>();
  for (const row of visible) {
    if (row.parent_category_id === null) continue;
    const siblings = childrenOf.get(row.parent_category_id);
    if (siblings) siblings.push(row);
    else childrenOf.set(row.parent_category_id, [row]);
  }
  const categories: CategoryRow[] = [];
  const walk = (row: CategoryRow) => {
    categories.push(row);
    for (const child of childrenOf.get(row.id) ?? []) walk(child);
  };
  for (const row of visible) if (row.parent_category_id === null) walk(row);
  return { categories, byId: new Map(visible.map((row) => [row.id, row])), childrenOf };
}

export function visibleCategoryTree(db: Database): Promise<CategoryTree> {
  return visibleTrees(db, "visible-categories", () => loadVisibleTree(db));
}

/** The given category ids that are visible, plus (when asked) all their visible descendants. */
export async function categoryIdsForProductFilter(
  db: Database,
  ids: string[],
  includeDescendants: boolean,
): Promise<string[]> {
  const tree = await visibleCategoryTree(db);
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || !tree.byId.has(id)) return;
    found.add(id);
    if (includeDescendants) for (const child of tree.childrenOf.get(id) ?? []) visit(child.id);
  };
  ids.forEach(visit);
  return [...found];
}

export interface CategoryFilters {
  /** Case-insensitive, in the name or the handle. */
  q?: string;
  handle?: string;
  /** null: top-level categories only. */
  parentId?: string | null;
}

export function filterCategories(tree: CategoryTree, filters: CategoryFilters): CategoryRow[] {
  const text = filters.q?.toLowerCase();
  return tree.categories.filter(
    (row) =>
      (text === undefined ||
        row.name.toLowerCase().includes(text) ||
        row.handle.toLowerCase().includes(text)) &&
      (filters.handle === undefined || row.handle === filters.handle) &&
      (filters.parentId === undefined || row.parent_category_id === filters.parentId),
  );
}

export function storeCategoryFields(row: CategoryRow): StoreCategoryFields {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    handle: row.handle,
    parent_category_id: row.parent_category_id,
    rank: row.rank,
    metadata: row.metadata,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
