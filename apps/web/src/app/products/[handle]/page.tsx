import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getProductByHandle } from "@/lib/commerce.server";
import { siteUrl } from "@/lib/config";
import { JsonLd } from "@/modules/content/components/json-ld";
import { productJsonLd } from "@/modules/content/product-json-ld";
import { descriptionMetadata, productDescription } from "@/modules/seo/meta-description";
import { getShopperRegion } from "@/modules/commerce/region.server";
import { GiftCardTemplate } from "@/modules/gift-card/templates/gift-card-template";
import { ProductTemplate } from "@/modules/products/templates/product-template";

interface ProductPageProps {
  params: Promise<{ handle: string }>;
}

async function productFor(handle: string) {
  const region = await getShopperRegion();
  return { region, product: await getProductByHandle(handle, region.id) };
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const { product } = await productFor((await params).handle);
  if (!product) return {};
  return { title: product.title, ...descriptionMetadata(productDescription(product)) };
}

export default async function ProductPage({ params }: ProductPageProps) {
  const { region, product } = await productFor((await params).handle);
  if (!product) notFound();
  const pageUrl = `${siteUrl()}/products/${encodeURIComponent(product.handle ?? "")}`;
  return (
    <>
      <JsonLd schema={productJsonLd(product, region.currency_code, pageUrl)} />
      {product.is_giftcard ? (
        <GiftCardTemplate product={product} region={region} />
      ) : (
        <ProductTemplate product={product} region={region} />
      )}
    </>
  );
}
