import type { Product, ProductCollection } from "@atelier/commerce-client";
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClassName } from "@/components/ui/button";
import { Image } from "@/components/ui/image";
import { listCollections, listProducts } from "@/lib/commerce.server";
import { getShopperRegion } from "@/modules/commerce/region.server";
import { productImage } from "@/modules/products/components/product-card";
import { ProductGrid } from "@/modules/products/components/product-grid";
import { metadataText } from "@/modules/shop/metadata-text";
import { CollectionCard } from "../components/collection-card";

/** How many of the newest products the home page shows. */
const NEW_ARRIVALS = 8;

type NamedCollection = ProductCollection & { handle: string };

/** `content`: the home page document's body (CMS), shown between the hero and the collections. */
export async function HomeTemplate({ content }: { content?: ReactNode } = {}) {
  const region = await getShopperRegion();
  const [collections, newest] = await Promise.all([
    listCollections(),
    listProducts({
      region_id: region.id,
      order: "-created_at",
      limit: NEW_ARRIVALS,
      is_giftcard: false,
    }),
  ]);
  const shownCollections = collections.filter((collection): collection is NamedCollection =>
    Boolean(collection.handle),
  );
  // Each collection card shows a picture of one of its pieces.
  const coverProducts = await Promise.all(
    shownCollections.map(async (collection): Promise<Product | undefined> => {
      const { products } = await listProducts({
        region_id: region.id,
        collection_id: [collection.id],
        limit: 1,
      });
      return products[0];
    }),
  );
  const heroProduct = coverProducts.find(Boolean) ?? newest.products[0];

  return (
    <div className="flex flex-col gap-24 pb-8 md:gap-32">
      <section aria-labelledby="hero-heading" className="border-b border-line bg-sand/60">
        <div className="container-page grid items-center gap-10 py-14 md:grid-cols-2 md:gap-16 md:py-20">
          <div className="flex flex-col gap-6">
            <p className="eyebrow">Home &amp; design goods</p>
            <h1 id="hero-heading" className="text-5xl leading-[1.05] md:text-6xl">
              Pieces made to be lived with
            </h1>
            <p className="max-w-md text-lg leading-relaxed text-muted">
              Furniture, lighting, textiles and objects from small workshops: honest materials,
              quiet forms, built to last decades.
            </p>
            <div className="flex flex-wrap gap-3 pt-2">
              <Link href="/shop" className={buttonClassName("primary")}>
                Shop all
              </Link>
              {shownCollections[0] ? (
                <Link
                  href={`/collections/${shownCollections[0].handle}`}
                  className={buttonClassName("secondary")}
                >
                  Explore {shownCollections[0].title}
                </Link>
              ) : null}
            </div>
          </div>
          <div className="relative aspect-[5/4] overflow-hidden bg-sand">
            <Image
              src={heroProduct ? productImage(heroProduct) : null}
              alt={heroProduct ? heroProduct.title : ""}
              fill
              preload
              // The page's largest paint: without it, the preload link is low priority.
              fetchPriority="high"
              sizes="(min-width: 768px) 50vw, 100vw"
              className="object-cover"
            />
          </div>
        </div>
      </section>

      {content}

      {shownCollections.length > 0 ? (
        <section aria-labelledby="collections-heading" className="container-page">
          <div className="flex items-end justify-between gap-6">
            <div>
              <p className="eyebrow">Collections</p>
              <h2 id="collections-heading" className="mt-3 text-3xl md:text-4xl">
                Shop by room
              </h2>
            </div>
          </div>
          <ul className="mt-10 grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 sm:gap-y-14 lg:grid-cols-3">
            {shownCollections.map((collection, index) => (
              <li key={collection.id}>
                <CollectionCard
                  collection={collection}
                  imageUrl={coverProducts[index] ? productImage(coverProducts[index]) : null}
                  description={metadataText(collection.metadata, "description")}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {newest.products.length > 0 ? (
        <section aria-labelledby="new-heading" className="container-page">
          <div className="flex items-end justify-between gap-6">
            <div>
              <p className="eyebrow">Just in</p>
              <h2 id="new-heading" className="mt-3 text-3xl md:text-4xl">
                New arrivals
              </h2>
            </div>
            <Link
              href="/shop"
              className="text-sm text-ink underline underline-offset-4 hover:text-accent"
            >
              View all products
            </Link>
          </div>
          <div className="mt-10">
            <ProductGrid products={newest.products} region={region} label="New arrivals" />
          </div>
        </section>
      ) : null}
    </div>
  );
}
