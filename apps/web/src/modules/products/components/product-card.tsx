import type { Product } from "@atelier/commerce-client";
import Link from "next/link";
import { Image } from "@/components/ui/image";
import { isPurchasable } from "../stock";
import { CardPrice } from "./card-price";
import { pricingRegion, type PricingRegion } from "@/modules/money/price-display";

/** Grid cards are half the width on phones and tablets, a quarter on desktops (max 300 px). */
export const PRODUCT_CARD_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw";

export function productImage(product: Product): string | null {
  return product.thumbnail ?? product.images[0]?.url ?? null;
}

export function ProductCard({
  product,
  region,
  preload = false,
}: {
  product: Product;
  region: PricingRegion;
  /** For the first cards above the fold: preloaded, at high priority. */
  preload?: boolean;
}) {
  const soldOut = product.variants.length > 0 && !product.variants.some(isPurchasable);
  return (
    <article className="group relative flex flex-col has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-accent">
      <div className="relative aspect-[4/5] overflow-hidden rounded-theme bg-sand">
        <Image
          src={productImage(product)}
          alt=""
          fill
          sizes={PRODUCT_CARD_SIZES}
          preload={preload}
          // A preload link alone is fetched at low priority; these are the first screen's pictures.
          fetchPriority={preload ? "high" : undefined}
          className="object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03]"
        />
        {soldOut ? (
          <span className="absolute top-3 left-3 bg-surface px-2 py-1 text-xs font-medium text-ink">
            Sold out
          </span>
        ) : null}
      </div>
      <div className="mt-4 flex flex-col gap-1">
        <h3 className="font-sans text-sm font-medium text-ink sm:text-base">
          <Link
            href={`/products/${product.handle}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.title}
          </Link>
        </h3>
        {product.subtitle ? <p className="text-sm text-muted">{product.subtitle}</p> : null}
        <CardPrice
          variants={product.variants.map(({ id, calculated_price, original_price }) => ({
            id,
            calculated_price,
            original_price,
          }))}
          region={pricingRegion(region)}
          className="mt-1 text-sm text-ink"
        />
      </div>
    </article>
  );
}
