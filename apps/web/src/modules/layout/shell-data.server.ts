// What the header and footer need from the catalogue. The shell must render even when the API is
// down (the page below then shows the error), so a failed read leaves its menu empty and is logged.
import "server-only";
import type { ProductCategory, ProductCollection } from "@atelier/commerce-client";
import { unstable_rethrow } from "next/navigation";
import { listCategoryTree, listCollections } from "@/lib/commerce.server";

export interface ShellData {
  collections: ProductCollection[];
  categories: ProductCategory[];
}

function valueOrEmpty<T>(result: PromiseSettledResult<T[]>, what: string): T[] {
  if (result.status === "fulfilled") return result.value;
  unstable_rethrow(result.reason);
  console.error(`Site shell: could not load ${what}; its menu is left out.`, result.reason);
  return [];
}

export async function loadShellData(): Promise<ShellData> {
  const [collections, categories] = await Promise.allSettled([
    listCollections(),
    listCategoryTree(),
  ]);
  return {
    collections: valueOrEmpty(collections, "collections"),
    categories: valueOrEmpty(categories, "categories"),
  };
}
