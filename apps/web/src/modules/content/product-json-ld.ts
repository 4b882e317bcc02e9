// Product structured data (issue 5 "Page shell": product pages get Product JSON-LD): name,
// images, description, sku and one offer per priced variant, at the price the page shows.
import { toMajorUnits, type Product } from "@atelier/commerce-client";
import { variantPrice } from "@/modules/products/product-price";
import { isPurchasable } from "@/modules/products/stock";

const IN_STOCK = "https://schema.org/InStock";
const OUT_OF_STOCK = "https://schema.org/OutOfStock";

export function productJsonLd(
  product: Product,
  currencyCode: string,
  pageUrl: string,
): Record<string, unknown> {
  const images = [product.thumbnail, ...product.images.map((image) => image.url)].filter(
    (url, index, all): url is string => Boolean(url) && all.indexOf(url) === index,
  );
  const offers = product.variants.flatMap((variant) => {
    const price = variantPrice(variant);
    if (!price) return [];
    return [
      {
        "@type": "Offer",
        ...(variant.sku ? { sku: variant.sku } : {}),
        price: toMajorUnits(price.amount, currencyCode).toString(),
        priceCurrency: currencyCode.toUpperCase(),
        availability: isPurchasable(variant) ? IN_STOCK : OUT_OF_STOCK,
        url: pageUrl,
      },
    ];
  });
  const sku = product.variants.find((variant) => variant.sku)?.sku;
  const description = product.description ?? product.subtitle;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    ...(images.length ? { image: images } : {}),
    ...(description ? { description } : {}),
    ...(sku ? { sku } : {}),
    url: pageUrl,
    ...(offers.length === 1 ? { offers: offers[0] } : offers.length ? { offers } : {}),
  };
}
