// The image URL parameters @sanity/image-url emits (contract §5.2), read and checked into one
// normalised transform. A bad value is a readable error; unknown keys are ignored (the builder's
// withOptions passes arbitrary ones through). `cacheKey` is the same for the same transform
// whatever the parameter order, so variants are cached once.

export type OutputFormat = "jpg" | "pjpg" | "png" | "webp";
export type Fit = "clip" | "crop" | "fill" | "fillmax" | "max" | "scale" | "min";
export type CropMode = "top" | "bottom" | "left" | "right" | "center" | "focalpoint" | "entropy";

export interface Background {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

export interface ImageTransform {
  rect?: { left: number; top: number; width: number; height: number };
  width?: number;
  height?: number;
  dpr: number;
  fit: Fit;
  crop: CropMode[];
  focalPoint?: { x: number; y: number };
  quality?: number;
  format?: OutputFormat;
  autoFormat: boolean;
  background?: Background;
  blur?: number;
  sharpen?: number;
  invert: boolean;
  orientation?: 0 | 90 | 180 | 270;
  flip?: "h" | "v" | "hv";
  minWidth?: number;
  maxWidth?: number;
  minHeight?: number;
  maxHeight?: number;
  saturation?: number;
  pad?: number;
  /** `dl`: serve as an attachment, under this name ("" = the file's own name). */
  download?: string;
}

export type TransformResult =
  { ok: true; transform: ImageTransform } | { ok: false; message: string };

/** The largest output side, in pixels (after dpr). */
export const MAX_DIMENSION = 8192;

const FITS: Fit[] = ["clip", "crop", "fill", "fillmax", "max", "scale", "min"];
const CROPS: CropMode[] = ["top", "bottom", "left", "right", "center", "focalpoint", "entropy"];
const FORMATS: OutputFormat[] = ["jpg", "pjpg", "png", "webp"];

class BadParameter extends Error {}

function integer(name: string, raw: string, min: number, max: number): number {
  if (!/^-?\d+$/.test(raw.trim()))
    throw new BadParameter(`${name} must be a whole number, got "${raw}".`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new BadParameter(`${name} must be between ${min} and ${max}, got ${value}.`);
  }
  return value;
}

function decimal(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(value)) {
    throw new BadParameter(`${name} must be a number, got "${raw}".`);
  }
  if (value < min || value > max) {
    throw new BadParameter(`${name} must be between ${min} and ${max}, got ${value}.`);
  }
  return value;
}

function oneOf<T extends string>(name: string, raw: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new BadParameter(`${name} must be one of ${allowed.join(", ")}, got "${raw}".`);
  }
  return raw as T;
}

/** `RGB`, `RRGGBB` or `AARRGGBB` hex (imgix order: alpha first), with or without `#`. */
export function parseBackground(raw: string): Background {
  const hex = raw.replace(/^#/, "");
  if (!/^[0-9a-f]+$/i.test(hex) || ![3, 6, 8].includes(hex.length)) {
    throw new BadParameter(`bg must be a hex colour (RGB, RRGGBB or AARRGGBB), got "${raw}".`);
  }
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
  const argb = full.length === 6 ? `ff${full}` : full;
  const byte = (index: number) => parseInt(argb.slice(index, index + 2), 16);
  return { alpha: byte(0) / 255, r: byte(2), g: byte(4), b: byte(6) };
}

export function parseImageTransform(params: URLSearchParams): TransformResult {
  const read = (name: string): string | undefined => params.get(name) ?? undefined;
  try {
    const transform: ImageTransform = {
      dpr: 1,
      fit: "clip",
      crop: [],
      autoFormat: false,
      invert: false,
    };
    const rect = read("rect");
    if (rect !== undefined) {
      const parts = rect.split(",");
      if (parts.length !== 4)
        throw new BadParameter(`rect must be left,top,width,height, got "${rect}".`);
      const [left, top, width, height] = parts.map((part, index) =>
        integer(
          `rect ${["left", "top", "width", "height"][index]}`,
          part,
          index < 2 ? 0 : 1,
          100_000,
        ),
      ) as [number, number, number, number];
      transform.rect = { left, top, width, height };
    }
    const w = read("w");
    if (w !== undefined) transform.width = integer("w", w, 1, MAX_DIMENSION);
    const h = read("h");
    if (h !== undefined) transform.height = integer("h", h, 1, MAX_DIMENSION);
    const dpr = read("dpr");
    if (dpr !== undefined) transform.dpr = decimal("dpr", dpr, 0.1, 5);
    const fit = read("fit");
    if (fit !== undefined) transform.fit = oneOf("fit", fit, FITS);
    const crop = read("crop");
    if (crop !== undefined) {
      transform.crop = crop.split(",").map((mode) => oneOf("crop", mode.trim(), CROPS));
    }
    const fpX = read("fp-x");
    const fpY = read("fp-y");
    if (fpX !== undefined || fpY !== undefined) {
      transform.focalPoint = {
        x: fpX === undefined ? 0.5 : decimal("fp-x", fpX, 0, 1),
        y: fpY === undefined ? 0.5 : decimal("fp-y", fpY, 0, 1),
      };
    }
    const q = read("q");
    if (q !== undefined) transform.quality = integer("q", q, 1, 100);
    const fm = read("fm");
    if (fm !== undefined) transform.format = oneOf("fm", fm, FORMATS);
    const auto = read("auto");
    if (auto !== undefined) transform.autoFormat = oneOf("auto", auto, ["format"]) === "format";
    const bg = read("bg");
    if (bg !== undefined) transform.background = parseBackground(bg);
    const blur = read("blur");
    if (blur !== undefined) transform.blur = integer("blur", blur, 0, 2000);
    const sharpen = read("sharp");
    if (sharpen !== undefined) transform.sharpen = integer("sharp", sharpen, 0, 100);
    const invert = read("invert");
    if (invert !== undefined) {
      transform.invert = ["true", "1"].includes(
        oneOf("invert", invert, ["true", "false", "1", "0"]),
      );
    }
    const or = read("or");
    if (or !== undefined)
      transform.orientation = Number(oneOf("or", or, ["0", "90", "180", "270"])) as
        0 | 90 | 180 | 270;
    const flip = read("flip");
    if (flip !== undefined) transform.flip = oneOf("flip", flip, ["h", "v", "hv"] as const);
    const minW = read("min-w");
    if (minW !== undefined) transform.minWidth = integer("min-w", minW, 1, MAX_DIMENSION);
    const maxW = read("max-w");
    if (maxW !== undefined) transform.maxWidth = integer("max-w", maxW, 1, MAX_DIMENSION);
    const minH = read("min-h");
    if (minH !== undefined) transform.minHeight = integer("min-h", minH, 1, MAX_DIMENSION);
    const maxH = read("max-h");
    if (maxH !== undefined) transform.maxHeight = integer("max-h", maxH, 1, MAX_DIMENSION);
    const sat = read("sat");
    if (sat !== undefined) transform.saturation = integer("sat", sat, -100, 100);
    const pad = read("pad");
    if (pad !== undefined) transform.pad = integer("pad", pad, 0, 1000);
    const dl = read("dl");
    if (dl !== undefined) transform.download = dl.replace(/[^\w.-]+/g, "_").slice(0, 200);
    const frame = read("frame");
    if (frame !== undefined) oneOf("frame", frame, ["1"]);
    return { ok: true, transform };
  } catch (error) {
    if (error instanceof BadParameter) return { ok: false, message: error.message };
    throw error;
  }
}

/** Whether the transform changes the bytes at all (a plain request serves the original file). */
export function changesImage(transform: ImageTransform): boolean {
  const { dpr, fit, crop, autoFormat, invert, download, ...rest } = transform;
  void download;
  void crop;
  void fit;
  return (
    dpr !== 1 || autoFormat || invert || Object.values(rest).some((value) => value !== undefined)
  );
}

/** A canonical text for the transform: equal transforms give equal keys, in any parameter order. */
export function cacheKey(transform: ImageTransform): string {
  const { download, ...rest } = transform;
  void download;
  const ordered = Object.keys(rest)
    .sort()
    .filter((key) => rest[key as keyof typeof rest] !== undefined)
    .map((key) => [key, rest[key as keyof typeof rest]]);
  return JSON.stringify(ordered);
}
