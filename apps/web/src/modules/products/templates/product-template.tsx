import type { Product, Region } from "@atelier/commerce-client";
import { getProductAvailability, listProducts } from "@/lib/commerce.server";
import { listLinkedShowrooms } from "@/lib/content/pages.server";
import { Breadcrumbs, type Crumb } from "@/modules/layout/components/breadcrumbs";
import { pricingRegion } from "@/modules/money/price-display";
import { ProductActions } from "../components/product-actions";
import { ProductGallery } from "../components/product-gallery";
import { ProductGrid } from "../components/product-grid";
import { showroomStock, type ShowroomStock } from "../showroom-stock";

/** How many other pieces of the collection the page suggests. */
const RELATED_PRODUCTS = 4;

async function relatedProducts(product: Product, regionId: string): Promise<Product[]> {
  if (!product.collection_id) return [];
  const { products } = await listProducts({
    region_id: regionId,
    collection_id: [product.collection_id],
    limit: RELATED_PRODUCTS + 1,
  });
  return products.filter((candidate) => candidate.id !== product.id).slice(0, RELATED_PRODUCTS);
}

/**
 * The showrooms holding some of the product (issue 15). Read with the related products, cached
 * like them; a failed read only leaves the lines out, never the page.
 */
async function productShowrooms(product: Product): Promise<ShowroomStock[]> {
  try {
    const showrooms = await listLinkedShowrooms();
    if (showrooms.length === 0) return [];
    return showroomStock(await getProductAvailability(product.id, product.handle ?? ""), showrooms);
  } catch {
    return [];
  }
}

export async function ProductTemplate({ product, region }: { product: Product; region: Region }) {
  const [related, showrooms] = await Promise.all([
    relatedProducts(product, region.id),
    productShowrooms(product),
  ]);
  const collection = product.collection;
  const crumbs: Crumb[] = [
    { label: "Shop", href: "/shop" },
    ...(collection?.handle
      ? [{ label: collection.title, href: `/collections/${collection.handle}` }]
      : []),
    { label: product.title },
  ];

  // The client parts are keyed by product, so moving to another product starts them afresh.
  return (
    <div className="container-page py-8 md:py-12">
      <Breadcrumbs crumbs={crumbs} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-16">
        <ProductGallery key={product.id} images={product.images} title={product.title} />
        <div className="flex flex-col gap-8 lg:py-4">
          <header className="flex flex-col gap-3">
            {collection ? <p className="eyebrow">{collection.title}</p> : null}
            <h1 className="text-4xl leading-tight md:text-5xl">{product.title}</h1>
            {product.subtitle ? <p className="text-lg text-muted">{product.subtitle}</p> : null}
          </header>
          <ProductActions
            key={product.id}
            product={product}
            region={pricingRegion(region)}
            showrooms={showrooms}
          >
            {product.description ? (
              <section aria-labelledby="product-description-heading">
                <h2 id="product-description-heading" className="eyebrow font-sans">
                  About this piece
                </h2>
                <p className="mt-4 max-w-prose leading-relaxed text-ink">{product.description}</p>
              </section>
            ) : null}
          </ProductActions>
        </div>
      </div>
      {related.length > 0 && collection ? (
        <section aria-labelledby="related-heading" className="mt-24">
          <h2 id="related-heading" className="text-3xl">
            More from {collection.title}
          </h2>
          <div className="mt-8">
            <ProductGrid
              products={related}
              region={region}
              label={`More from ${collection.title}`}
            />
          </div>
        </section>
      ) : null}
    </div>
  );
}
