// Small builders for the seed's Portable Text: blocks of spans with marks, list items, link
// annotations and image blocks, each with a stable `_key` so a second seed builds the same JSON.

export interface Span {
  _type: "span";
  _key: string;
  text: string;
  marks: string[];
}

export interface LinkMark {
  _type: "link";
  _key: string;
  linkType?: "linkInternal" | "linkExternal";
  internalLink?: { _type: "reference"; _ref: string };
  referenceType?: "locations" | "locationsWeServe" | "page";
  externalLink?: string;
  linkTarget?: "_blank" | "_self";
}

export interface TextBlock {
  _type: "block";
  _key: string;
  style: "normal" | "h2" | "h3" | "blockquote";
  listItem?: "bullet" | "number";
  level?: number;
  markDefs: LinkMark[];
  children: Span[];
}

export interface ImageBlock {
  _type: "image";
  _key: string;
  asset: { _type: "reference"; _ref: string };
  alt: string;
  caption?: string;
}

export type BodyBlock = TextBlock | ImageBlock | Record<string, unknown>;

/** A piece of a block: plain text, or text under a link annotation. */
export type Piece =
  string | { text: string; link?: Omit<LinkMark, "_key" | "_type">; strong?: boolean };

/** Hands out `_key`s `{prefix}-{n}`: unique within a document and the same on every run. */
export function keys(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}-${++n}`;
}

export function textBlock(
  key: () => string,
  pieces: Piece[],
  options: { style?: TextBlock["style"]; listItem?: TextBlock["listItem"] } = {},
): TextBlock {
  const markDefs: LinkMark[] = [];
  const children = pieces.map((piece): Span => {
    if (typeof piece === "string") return { _type: "span", _key: key(), text: piece, marks: [] };
    const marks: string[] = piece.strong ? ["strong"] : [];
    if (piece.link) {
      const mark: LinkMark = { _type: "link", _key: key(), ...piece.link };
      markDefs.push(mark);
      marks.push(mark._key);
    }
    return { _type: "span", _key: key(), text: piece.text, marks };
  });
  return {
    _type: "block",
    _key: key(),
    style: options.style ?? "normal",
    ...(options.listItem ? { listItem: options.listItem, level: 1 } : {}),
    markDefs,
    children,
  };
}

export const heading = (key: () => string, text: string, style: "h2" | "h3" = "h2") =>
  textBlock(key, [text], { style });

export const paragraph = (key: () => string, ...pieces: Piece[]) => textBlock(key, pieces);

export const bullets = (key: () => string, items: Piece[][]) =>
  items.map((pieces) => textBlock(key, pieces, { listItem: "bullet" }));

export const numbered = (key: () => string, items: Piece[][]) =>
  items.map((pieces) => textBlock(key, pieces, { listItem: "number" }));

/** An image block, or nothing when the seed runs without images. */
export function imageBlock(
  key: () => string,
  assetId: string | undefined,
  alt: string,
  caption?: string,
): ImageBlock[] {
  if (!assetId) return [];
  return [
    {
      _type: "image",
      _key: key(),
      asset: { _type: "reference", _ref: assetId },
      alt,
      ...(caption ? { caption } : {}),
    },
  ];
}

// The link annotations of spec §2, one builder per kind.

export const toPage = (id: string) => ({
  linkType: "linkInternal" as const,
  internalLink: { _type: "reference" as const, _ref: id },
  referenceType: "page" as const,
});
export const toLocation = (id: string) => ({
  linkType: "linkInternal" as const,
  internalLink: { _type: "reference" as const, _ref: id },
  referenceType: "locations" as const,
});
export const toAreaWeServe = (id: string) => ({
  linkType: "linkInternal" as const,
  internalLink: { _type: "reference" as const, _ref: id },
  referenceType: "locationsWeServe" as const,
});
export const external = (url: string, newWindow: boolean) => ({
  linkType: "linkExternal" as const,
  externalLink: url,
  ...(newWindow ? { linkTarget: "_blank" as const } : {}),
});
/** A link an editor left without a destination: the storefront sends it to /page-not-found. */
export const noDestination = () => ({});
