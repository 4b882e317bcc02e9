// Shapes categories for the Store API (Medusa v1 §7.3): each with its `parent_category` and its
// `category_children`, the children nested all the way down when `include_descendants_tree`.
import {
  type CategoryRow,
  type CategoryTree,
  type StoreCategoryFields,
  storeCategoryFields,
} from "./category-service";

export interface StoreCategoryNode extends StoreCategoryFields {
  category_children: (StoreCategoryFields | StoreCategoryNode)[];
}

export type StoreCategory = StoreCategoryNode & { parent_category: StoreCategoryFields | null };

function descendantsTree(tree: CategoryTree, row: CategoryRow): StoreCategoryNode {
  return {
    ...storeCategoryFields(row),
    category_children: (tree.childrenOf.get(row.id) ?? []).map((child) =>
      descendantsTree(tree, child),
    ),
  };
}

export function storeCategory(
  tree: CategoryTree,
  row: CategoryRow,
  includeDescendantsTree: boolean,
): StoreCategory {
  const parent =
    row.parent_category_id === null ? undefined : tree.byId.get(row.parent_category_id);
  const children = tree.childrenOf.get(row.id) ?? [];
  return {
    ...storeCategoryFields(row),
    parent_category: parent === undefined ? null : storeCategoryFields(parent),
    category_children: includeDescendantsTree
      ? children.map((child) => descendantsTree(tree, child))
      : children.map(storeCategoryFields),
  };
}
