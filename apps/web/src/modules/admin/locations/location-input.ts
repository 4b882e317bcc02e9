// What staff type on the locations screens, read into what the API takes: a location's name and
// address, a whole quantity, and a reason that must be given.
import type { DecoratedInventoryItem, StockLocation } from "@atelier/contracts";

export interface LocationDraft {
  name: string;
  address_1: string;
  address_2: string;
  city: string;
  postal_code: string;
  country_code: string;
  phone: string;
}

export function locationDraft(location?: StockLocation): LocationDraft {
  const address = location?.address;
  return {
    name: location?.name ?? "",
    address_1: address?.address_1 ?? "",
    address_2: address?.address_2 ?? "",
    city: address?.city ?? "",
    postal_code: address?.postal_code ?? "",
    country_code: address?.country_code ?? "",
    phone: address?.phone ?? "",
  };
}

export type LocationPayload = {
  name: string;
  address?: {
    address_1: string;
    address_2: string | null;
    city: string | null;
    postal_code: string | null;
    country_code: string;
    phone: string | null;
  };
};

export type DraftErrors = Partial<Record<keyof LocationDraft, string>>;

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/**
 * The create or update body, or the fields' errors. A name is required; an address is optional,
 * but once any of its fields is typed it needs a first line and a two-letter country.
 */
export function locationPayload(
  draft: LocationDraft,
): { ok: true; payload: LocationPayload } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (draft.name.trim() === "") errors.name = "Enter a name";
  const { name: _name, ...addressFields } = draft;
  const hasAddress = Object.values(addressFields).some((value) => value.trim() !== "");
  const country = draft.country_code.trim().toLowerCase();
  if (hasAddress) {
    if (draft.address_1.trim() === "") errors.address_1 = "Enter the first line of the address";
    if (!/^[a-z]{2}$/.test(country)) errors.country_code = "Enter a two-letter country code";
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    payload: {
      name: draft.name.trim(),
      ...(hasAddress
        ? {
            address: {
              address_1: draft.address_1.trim(),
              address_2: orNull(draft.address_2),
              city: orNull(draft.city),
              postal_code: orNull(draft.postal_code),
              country_code: country,
              phone: orNull(draft.phone),
            },
          }
        : {}),
    },
  };
}

/** A whole number of units, at least `min`. */
export function parseQuantity(
  text: string,
  min = 0,
): { ok: true; quantity: number } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: "Enter a whole number of units" };
  const quantity = Number(trimmed);
  if (quantity < min) return { ok: false, error: `Enter at least ${min}` };
  if (quantity > 1_000_000_000) return { ok: false, error: "That is too many units" };
  return { ok: true, quantity };
}

/** A reason is required for every change of stock, so the history explains it. */
export function reasonError(reason: string): string | undefined {
  return reason.trim() === "" ? "Give a reason" : undefined;
}

export interface StockRow {
  itemId: string;
  productId: string | null;
  variant: string;
  sku: string | null;
  stocked: number;
  reserved: number;
  available: number;
  incoming: number;
}

/** One row per item stocked at the location: its level there and the variant it is for. */
export function stockRows(items: DecoratedInventoryItem[], locationId: string): StockRow[] {
  return items.flatMap((item) => {
    const level = item.location_levels.find((candidate) => candidate.location_id === locationId);
    if (!level) return [];
    const variant = item.variants[0];
    return [
      {
        itemId: item.id,
        productId: variant?.product_id ?? null,
        variant: variant?.title ?? item.title ?? item.id,
        sku: variant?.sku ?? item.sku,
        stocked: level.stocked_quantity,
        reserved: level.reserved_quantity,
        available: level.available_quantity,
        incoming: level.incoming_quantity,
      },
    ];
  });
}

/** "+3" or "−2": a change of stock as the history shows it. */
export function formatDelta(delta: number): string {
  return delta > 0 ? `+${delta}` : delta < 0 ? `−${Math.abs(delta)}` : "0";
}
