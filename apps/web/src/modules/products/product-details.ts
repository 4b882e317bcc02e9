// How a product's physical details read on its page. The catalogue stores sizes in millimetres
// and weights in grams (as apps/api/src/seed writes them); shoppers read centimetres and kilograms.
import type { Product, ProductVariant } from "@atelier/commerce-client";

type Measured = Pick<Product, "width" | "length" | "height" | "weight" | "material">;

function centimetres(millimetres: number): string {
  return String(Math.round(millimetres / 10));
}

/** "W 220 × D 95 × H 78 cm", or null when no size is recorded. */
export function formatDimensions({ width, length, height }: Measured): string | null {
  const parts = [
    width ? `W ${centimetres(width)}` : null,
    length ? `D ${centimetres(length)}` : null,
    height ? `H ${centimetres(height)}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? `${parts.join(" × ")} cm` : null;
}

/** "68 kg", "850 g". */
export function formatWeight({ weight }: Measured): string | null {
  if (!weight) return null;
  return weight >= 1000 ? `${Number((weight / 1000).toFixed(1))} kg` : `${weight} g`;
}

/** The variant's own measurements and material where it has them, the product's otherwise. */
export function measuredFor(product: Product, variant: ProductVariant | undefined): Measured {
  return {
    width: variant?.width ?? product.width,
    length: variant?.length ?? product.length,
    height: variant?.height ?? product.height,
    weight: variant?.weight ?? product.weight,
    material: variant?.material ?? product.material,
  };
}
