// Where a product can be seen and taken away (issue 15, "Beyond the anchors"): the showrooms
// linked to a stock location, with what that location has available of each variant.
import type { VariantLocationAvailability } from "@atelier/commerce-client";
import { internalPath } from "@/modules/content/link";

export interface ShowroomStock {
  name: string;
  href: string;
  /** Available units by variant id; variants with none are absent. */
  available: Record<string, number>;
}

/** Each linked showroom whose location holds some of the product, in the showrooms' order. */
export function showroomStock(
  availability: VariantLocationAvailability[],
  showrooms: { name: string; slug: string; stockLocationId: string }[],
): ShowroomStock[] {
  return showrooms.flatMap((showroom) => {
    const location = availability.find((entry) => entry.location_id === showroom.stockLocationId);
    const inStock = (location?.variants ?? []).filter((entry) => entry.available_quantity > 0);
    if (inStock.length === 0) return [];
    return [
      {
        name: showroom.name,
        href: internalPath("locations", showroom.slug),
        available: Object.fromEntries(
          inStock.map((entry) => [entry.variant_id, entry.available_quantity]),
        ),
      },
    ];
  });
}

/** "On display at Atelier Shoreditch — 2 in stock", or nothing when it has none of the variant. */
export function showroomLines(
  showrooms: ShowroomStock[],
  variantId: string | undefined,
): { name: string; href: string; text: string }[] {
  if (!variantId) return [];
  return showrooms.flatMap((showroom) => {
    const units = showroom.available[variantId];
    if (!units) return [];
    return [
      {
        name: showroom.name,
        href: showroom.href,
        text: `On display at ${showroom.name} — ${units} in stock`,
      },
    ];
  });
}
