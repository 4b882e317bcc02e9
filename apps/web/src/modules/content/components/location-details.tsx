// A showroom's address, telephone, opening hours and picture (the `locations` model in the seed's
// README), beside its rich-text body.
import { Image } from "@/components/ui/image";
import { contentImageUrl, type ContentImageSource } from "@/lib/content/image-url";

interface Address {
  street?: string;
  city?: string;
  postcode?: string;
  country?: string;
}

interface OpeningHours {
  _key?: string;
  days?: string;
  opens?: string;
  closes?: string;
}

export interface LocationFields {
  address?: Address | null;
  telephone?: string | null;
  openingHours?: OpeningHours[] | null;
  image?: (ContentImageSource & { alt?: string }) | null;
}

/** The showroom picture's size: wide, for the page's header. */
const LOCATION_IMAGE = { width: 1200, height: 800 };

export function LocationDetails({
  location,
  publicApiUrl,
}: {
  location: LocationFields;
  publicApiUrl: string;
}) {
  const { address, telephone, openingHours, image } = location;
  const lines = [
    address?.street,
    [address?.city, address?.postcode].filter(Boolean).join(" "),
    address?.country,
  ].filter((line): line is string => Boolean(line));
  const imageUrl = image ? contentImageUrl(publicApiUrl, image, LOCATION_IMAGE) : null;
  return (
    <div className="mt-8 flex flex-col gap-8">
      {imageUrl ? (
        <Image
          src={imageUrl}
          alt={image?.alt ?? ""}
          width={LOCATION_IMAGE.width}
          height={LOCATION_IMAGE.height}
          unoptimized
          preload
          fetchPriority="high"
          className="h-auto w-full"
        />
      ) : null}
      <dl className="grid gap-6 sm:grid-cols-3">
        {lines.length ? (
          <div>
            <dt className="eyebrow">Address</dt>
            <dd className="mt-2">
              <address className="not-italic">
                {lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
        ) : null}
        {telephone ? (
          <div>
            <dt className="eyebrow">Telephone</dt>
            <dd className="mt-2">
              <a
                href={`tel:${telephone.replace(/\s+/g, "")}`}
                className="underline underline-offset-4"
              >
                {telephone}
              </a>
            </dd>
          </div>
        ) : null}
        {openingHours?.length ? (
          <div>
            <dt className="eyebrow">Opening hours</dt>
            <dd className="mt-2">
              <ul>
                {openingHours.map((hours, index) => (
                  <li key={hours._key ?? index}>
                    {hours.days}: {hours.opens}–{hours.closes}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
