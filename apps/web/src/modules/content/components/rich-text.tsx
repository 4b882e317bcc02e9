// Portable Text bodies (issue 5 "Storefront"): headings, lists, marks, link annotations resolved
// by spec §2's table, images as 500 by 500 webp URLs from the API, and form blocks (`formBlock`)
// through the form wrapper.
import {
  PortableText,
  type PortableTextBlock,
  type PortableTextComponents,
} from "@portabletext/react";
import { Image } from "@/components/ui/image";
import {
  contentImageUrl,
  RICH_TEXT_IMAGE_SIZE,
  type ContentImageSource,
} from "@/lib/content/image-url";
import type { ContentLink as ContentLinkValue } from "../link";
import { ContentLink } from "./content-link";
import { ContentForm, type ContentFormBlock } from "./content-form";

type ImageBlock = { _type: "image"; _key?: string; alt?: string; caption?: string } & Record<
  string,
  unknown
>;

/**
 * A picture among a body's first blocks is likely the page's largest paint on a phone: it loads
 * at once and first (issue 16: /about's LCP waited for the lazy loader), every other one lazily.
 */
const EAGER_IMAGE_WITHIN_BLOCKS = 4;

function eagerImageKey(value: readonly unknown[], eagerFirstImage: boolean): string | undefined {
  if (!eagerFirstImage) return undefined;
  const block = value
    .slice(0, EAGER_IMAGE_WITHIN_BLOCKS)
    .find((item): item is ImageBlock => (item as ImageBlock | null)?._type === "image");
  return block?._key;
}

function components(publicApiUrl: string, eagerKey: string | undefined): PortableTextComponents {
  return {
    block: {
      h1: ({ children }) => <h2 className="mt-12 text-4xl">{children}</h2>,
      h2: ({ children }) => <h2 className="mt-12 text-3xl">{children}</h2>,
      h3: ({ children }) => <h3 className="mt-10 text-2xl">{children}</h3>,
      h4: ({ children }) => <h4 className="mt-8 text-xl">{children}</h4>,
      normal: ({ children }) => <p className="mt-5 leading-relaxed">{children}</p>,
      blockquote: ({ children }) => (
        <blockquote className="mt-6 border-l-2 border-accent pl-5 text-lg italic text-muted">
          {children}
        </blockquote>
      ),
    },
    list: {
      bullet: ({ children }) => <ul className="mt-5 list-disc space-y-2 pl-6">{children}</ul>,
      number: ({ children }) => <ol className="mt-5 list-decimal space-y-2 pl-6">{children}</ol>,
    },
    marks: {
      link: ({ value, children }) => (
        <ContentLink value={value as ContentLinkValue | undefined}>{children}</ContentLink>
      ),
    },
    types: {
      image: ({ value }: { value: ImageBlock }) => {
        const size = { width: RICH_TEXT_IMAGE_SIZE, height: RICH_TEXT_IMAGE_SIZE };
        const src = contentImageUrl(publicApiUrl, value as ContentImageSource, size);
        const eager = eagerKey !== undefined && value._key === eagerKey;
        return (
          <figure className="mt-8">
            <Image
              src={src}
              alt={value.alt ?? ""}
              width={size.width}
              height={size.height}
              // The API already serves the resized webp; Next's optimizer would re-encode it.
              unoptimized
              loading={eager ? "eager" : undefined}
              fetchPriority={eager ? "high" : undefined}
              className="h-auto max-w-full"
            />
            {value.caption ? (
              <figcaption className="mt-2 text-sm text-muted">{value.caption}</figcaption>
            ) : null}
          </figure>
        );
      },
      formBlock: ({ value }: { value: ContentFormBlock }) => <ContentForm block={value} />,
    },
  };
}

export function RichText({
  value,
  publicApiUrl,
  eagerFirstImage = false,
}: {
  value: readonly unknown[] | null | undefined;
  publicApiUrl: string;
  /** The body leads the page (a content page, not the home page under its hero). */
  eagerFirstImage?: boolean;
}) {
  if (!value?.length) return null;
  return (
    <div className="text-ink">
      <PortableText
        value={value as PortableTextBlock[]}
        components={components(publicApiUrl, eagerImageKey(value, eagerFirstImage))}
        onMissingComponent={false}
      />
    </div>
  );
}
