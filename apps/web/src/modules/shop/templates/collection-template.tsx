import type { ProductCollection } from "@atelier/commerce-client";
import { listProducts } from "@/lib/commerce.server";
import { getShopperRegion } from "@/modules/commerce/region.server";
import { Breadcrumbs } from "@/modules/layout/components/breadcrumbs";
import { ProductListing } from "../components/product-listing";
import { metadataText } from "../metadata-text";
import { productListQuery } from "../product-query";
import type { ShopParams } from "../shop-params";

export async function CollectionTemplate({
  collection,
  params,
}: {
  collection: ProductCollection & { handle: string };
  params: ShopParams;
}) {
  const region = await getShopperRegion();
  const listing = await listProducts(
    productListQuery(params, { regionId: region.id, collectionId: collection.id }),
  );
  const basePath = `/collections/${collection.handle}`;
  const description = metadataText(collection.metadata, "description");

  return (
    <div className="container-page py-10 md:py-14">
      <Breadcrumbs crumbs={[{ label: "Shop", href: "/shop" }, { label: collection.title }]} />
      <header className="flex max-w-2xl flex-col gap-4 pt-8 pb-12">
        <p className="eyebrow">Collection</p>
        <h1 className="text-4xl md:text-5xl">{collection.title}</h1>
        {description ? <p className="text-lg leading-relaxed text-muted">{description}</p> : null}
      </header>
      <ProductListing
        listing={listing}
        params={params}
        basePath={basePath}
        region={region}
        clearHref="/shop"
      />
    </div>
  );
}
