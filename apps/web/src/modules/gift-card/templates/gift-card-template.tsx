import type { Product, Region } from "@atelier/commerce-client";
import { Breadcrumbs } from "@/modules/layout/components/breadcrumbs";
import { GiftCardActions } from "../components/gift-card-actions";

/** The gift-card product's own page (issue 14): a card to look at, then the amount and recipient. */
export function GiftCardTemplate({ product, region }: { product: Product; region: Region }) {
  return (
    <div className="container-page py-8 md:py-12">
      <Breadcrumbs crumbs={[{ label: "Shop", href: "/shop" }, { label: product.title }]} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-16">
        <div
          aria-hidden="true"
          className="flex aspect-[8/5] flex-col justify-between rounded-theme bg-ink p-8 text-canvas"
        >
          <span className="font-serif text-3xl">Atelier</span>
          <span className="text-sm tracking-widest uppercase">Gift card</span>
        </div>
        <div className="flex flex-col gap-8 lg:py-4">
          <header className="flex flex-col gap-3">
            <h1 className="text-4xl leading-tight md:text-5xl">{product.title}</h1>
            {product.subtitle ? <p className="text-lg text-muted">{product.subtitle}</p> : null}
          </header>
          {product.description ? (
            <p className="max-w-prose leading-relaxed text-ink">{product.description}</p>
          ) : null}
          <GiftCardActions product={product} currencyCode={region.currency_code} />
        </div>
      </div>
    </div>
  );
}
