import type { ProductCollection } from "@atelier/commerce-client";
import Link from "next/link";
import { Image } from "@/components/ui/image";

export function CollectionCard({
  collection,
  imageUrl,
  description,
}: {
  collection: ProductCollection & { handle: string };
  imageUrl: string | null;
  description: string | undefined;
}) {
  return (
    <article className="group relative flex flex-col has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-accent">
      <div className="relative aspect-[4/5] overflow-hidden bg-sand">
        <Image
          src={imageUrl}
          alt=""
          fill
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, 50vw"
          className="object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
        />
      </div>
      <h3 className="mt-4 text-xl sm:mt-5 sm:text-2xl">
        <Link
          href={`/collections/${collection.handle}`}
          className="after:absolute after:inset-0 focus-visible:outline-none"
        >
          {collection.title}
        </Link>
      </h3>
      {description ? (
        <p className="mt-2 text-sm leading-relaxed text-muted">{description}</p>
      ) : null}
      <span aria-hidden="true" className="mt-3 text-sm text-ink underline underline-offset-4">
        Explore
      </span>
    </article>
  );
}
