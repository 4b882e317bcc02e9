import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getCollectionByHandle } from "@/lib/commerce.server";
import { descriptionMetadata, listingDescription } from "@/modules/seo/meta-description";
import { metadataText } from "@/modules/shop/metadata-text";
import {
  listingParams,
  parseShopParams,
  type SearchParamsRecord,
} from "@/modules/shop/shop-params";
import { CollectionTemplate } from "@/modules/shop/templates/collection-template";

interface CollectionPageProps {
  params: Promise<{ handle: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

export async function generateMetadata({ params }: CollectionPageProps): Promise<Metadata> {
  const collection = await getCollectionByHandle((await params).handle);
  if (!collection) return {};
  return {
    title: collection.title,
    ...descriptionMetadata(
      listingDescription(collection.title, metadataText(collection.metadata, "description")),
    ),
  };
}

export default async function CollectionPage({ params, searchParams }: CollectionPageProps) {
  const { handle } = await params;
  const collection = await getCollectionByHandle(handle);
  if (!collection) notFound();
  return (
    <CollectionTemplate
      collection={{ ...collection, handle }}
      params={listingParams(parseShopParams(await searchParams))}
    />
  );
}
