// What staff type into the draft order forms, checked into the Admin API's bodies (Medusa v1
// `POST /admin/draft-orders`): lines of the catalogue or custom lines with a title and a price,
// whole quantities, an email, a shipping option and addresses (saved ones by id, or typed).
import type { AddressCreatePayload } from "@atelier/commerce-client";
import { addressErrors, addressPayload, type AddressDraft } from "@/modules/account/address-draft";
import {
  collectErrors,
  emailError,
  hasErrors,
  type FieldErrors,
} from "@/modules/account/validation";
import { parseMoneyInput } from "../orders/money-input";

/** The most of one line a draft takes (the carts' own ceiling is higher; this keeps typos out). */
export const MAX_LINE_QUANTITY = 999;

export type DraftLineInput =
  | { key: string; kind: "variant"; variantId: string; title: string; quantity: string }
  | { key: string; kind: "custom"; title: string; unitPrice: number; quantity: string };

/** A whole number from 1 to MAX_LINE_QUANTITY, or what is wrong with the text. */
export function quantityError(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return "Enter a whole number.";
  const quantity = Number(trimmed);
  if (quantity < 1) return "At least 1.";
  if (quantity > MAX_LINE_QUANTITY) return `At most ${MAX_LINE_QUANTITY}.`;
  return undefined;
}

export type CustomItemField = "title" | "price" | "quantity";

/** A custom line's title, price (major units of the currency) and quantity, checked. */
export function checkCustomItem(
  input: { title: string; price: string; quantity: string },
  currencyCode: string,
):
  | { ok: true; item: { title: string; unit_price: number; quantity: number } }
  | { ok: false; errors: FieldErrors<CustomItemField> } {
  const price = parseMoneyInput(input.price, currencyCode);
  const errors = collectErrors<CustomItemField>({
    title: input.title.trim() === "" ? "Enter what the item is." : undefined,
    price: price.ok ? undefined : price.error,
    quantity: quantityError(input.quantity),
  });
  if (hasErrors(errors) || !price.ok) return { ok: false, errors };
  return {
    ok: true,
    item: { title: input.title.trim(), unit_price: price.amount, quantity: Number(input.quantity) },
  };
}

/** Where an address comes from: one of the customer's saved addresses, or the typed one. */
export type AddressChoice = { kind: "saved"; id: string } | { kind: "typed"; draft: AddressDraft };

export interface DraftOrderInput {
  email: string;
  customerId?: string;
  regionId: string;
  lines: DraftLineInput[];
  shippingOptionId: string;
  discountCode: string;
  shippingAddress: AddressChoice;
  /** Absent: billed to the shipping address. */
  billingAddress?: AddressChoice;
}

export type DraftOrderField = "email" | "region" | "lines" | "shippingOption";

export interface DraftOrderErrors {
  fields: FieldErrors<DraftOrderField>;
  /** Per line key, its quantity's error. */
  quantities: Record<string, string>;
  shippingAddress: FieldErrors<keyof AddressDraft>;
  billingAddress: FieldErrors<keyof AddressDraft>;
}

export interface DraftOrderBody {
  email: string;
  customer_id?: string;
  region_id: string;
  items: { variant_id?: string; title?: string; unit_price?: number; quantity: number }[];
  shipping_methods: { option_id: string }[];
  discounts?: { code: string }[];
  shipping_address: AddressCreatePayload | string;
  billing_address: AddressCreatePayload | string;
}

function addressBody(choice: AddressChoice): AddressCreatePayload | string {
  return choice.kind === "saved" ? choice.id : addressPayload(choice.draft);
}

const typedErrors = (choice: AddressChoice | undefined) =>
  choice?.kind === "typed" ? addressErrors(choice.draft) : {};

/** The create body, or every error a person can fix, field by field. */
export function checkDraftOrder(
  input: DraftOrderInput,
): { ok: true; body: DraftOrderBody } | { ok: false; errors: DraftOrderErrors } {
  const quantities: Record<string, string> = {};
  for (const line of input.lines) {
    const error = quantityError(line.quantity);
    if (error) quantities[line.key] = error;
  }
  const errors: DraftOrderErrors = {
    fields: collectErrors<DraftOrderField>({
      email: emailError(input.email),
      region: input.regionId ? undefined : "Choose a region.",
      lines: input.lines.length === 0 ? "Add at least one item." : undefined,
      shippingOption: input.shippingOptionId ? undefined : "Choose a shipping option.",
    }),
    quantities,
    shippingAddress: typedErrors(input.shippingAddress),
    billingAddress: typedErrors(input.billingAddress),
  };
  const failed =
    hasErrors(errors.fields) ||
    Object.keys(quantities).length > 0 ||
    hasErrors(errors.shippingAddress) ||
    hasErrors(errors.billingAddress);
  if (failed) return { ok: false, errors };
  const code = input.discountCode.trim();
  return {
    ok: true,
    body: {
      email: input.email.trim(),
      customer_id: input.customerId,
      region_id: input.regionId,
      items: input.lines.map((line) =>
        line.kind === "variant"
          ? { variant_id: line.variantId, quantity: Number(line.quantity) }
          : { title: line.title, unit_price: line.unitPrice, quantity: Number(line.quantity) },
      ),
      shipping_methods: [{ option_id: input.shippingOptionId }],
      discounts: code ? [{ code }] : undefined,
      shipping_address: addressBody(input.shippingAddress),
      billing_address: addressBody(input.billingAddress ?? input.shippingAddress),
    },
  };
}
