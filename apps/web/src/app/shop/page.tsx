import type { Metadata } from "next";
import { parseShopParams, type SearchParamsRecord } from "@/modules/shop/shop-params";
import { ShopTemplate } from "@/modules/shop/templates/shop-template";

interface ShopPageProps {
  searchParams: Promise<SearchParamsRecord>;
}

export async function generateMetadata({ searchParams }: ShopPageProps): Promise<Metadata> {
  const { q } = parseShopParams(await searchParams);
  return { title: q ? `Search: ${q}` : "Shop all" };
}

export default async function ShopPage({ searchParams }: ShopPageProps) {
  return <ShopTemplate params={parseShopParams(await searchParams)} />;
}
