// Small colour arithmetic for the flat illustrations: tints, shades and a lightness test.

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Blends `from` towards `to`; `amount` 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex([
    a[0] + (b[0] - a[0]) * amount,
    a[1] + (b[1] - a[1]) * amount,
    a[2] + (b[2] - a[2]) * amount,
  ]);
}

/** Darker (negative amount) or lighter (positive amount) version of a colour. */
export function shade(hex: string, amount: number): string {
  return amount < 0 ? mix(hex, "#1d1a17", -amount) : mix(hex, "#ffffff", amount);
}

/** Relative lightness between 0 (black) and 1 (white), close enough to pick a background. */
export function lightness(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
