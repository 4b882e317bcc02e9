import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { listCategoryTree } from "@/lib/commerce.server";
import { descriptionMetadata, listingDescription } from "@/modules/seo/meta-description";
import { categoryHref, categoryTrail } from "@/modules/shop/category-tree";
import {
  listingParams,
  parseShopParams,
  type SearchParamsRecord,
} from "@/modules/shop/shop-params";
import { CategoryTemplate } from "@/modules/shop/templates/category-template";

interface CategoryPageProps {
  params: Promise<{ handle: string[] }>;
  searchParams: Promise<SearchParamsRecord>;
}

/** The category the path ends in, with its ancestors; null when the last handle is unknown. */
async function trailFor(handles: string[]) {
  const last = handles.at(-1);
  return last ? categoryTrail(await listCategoryTree(), last) : null;
}

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const category = (await trailFor((await params).handle))?.at(-1);
  if (!category) return {};
  return {
    title: category.name,
    ...descriptionMetadata(listingDescription(category.name, category.description)),
  };
}

export default async function CategoryPage({ params, searchParams }: CategoryPageProps) {
  const { handle } = await params;
  const trail = await trailFor(handle);
  if (!trail) notFound();
  // /categories/chairs and /categories/lighting/chairs lead to the one address the category has.
  const canonical = categoryHref(trail);
  if (canonical !== categoryHref(handle.map((part) => ({ handle: part })))) {
    redirect(canonical);
  }
  return (
    <CategoryTemplate trail={trail} params={listingParams(parseShopParams(await searchParams))} />
  );
}
