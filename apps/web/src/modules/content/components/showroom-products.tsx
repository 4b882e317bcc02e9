// "On display here" on a showroom page (issue 15): the products its stock location holds, each
// with the units there, linking to the product. Nothing when the location holds none.
import type { LocationProduct } from "@atelier/commerce-client";
import Link from "next/link";
import { Image } from "@/components/ui/image";

export function ShowroomProducts({ products }: { products: LocationProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="on-display-heading" className="container-page max-w-3xl pb-20">
      <h2 id="on-display-heading" className="text-3xl">
        On display here
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {products.map((product) => (
          <li
            key={product.id}
            className="flex items-center gap-4 border border-line bg-surface p-4"
          >
            {product.thumbnail ? (
              <Image
                src={product.thumbnail}
                alt=""
                width={80}
                height={80}
                className="h-20 w-20 shrink-0 object-cover"
              />
            ) : null}
            <div className="flex flex-col gap-1">
              <Link
                href={`/products/${encodeURIComponent(product.handle ?? "")}`}
                className="font-serif text-lg underline-offset-4 hover:underline"
              >
                {product.title}
              </Link>
              <span className="text-sm text-muted">{product.available_quantity} in stock</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
