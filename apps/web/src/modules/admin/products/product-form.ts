// The product form's state, its checks and its mapping to Admin API bodies (contract §12.1
// "Admin product create body"). Amounts are typed in major units (12.50) and sent as integers in
// the minor unit; zero-decimal currencies (JPY) take whole amounts.
import {
  isZeroDecimal,
  type AdminPriceInput,
  type AdminProduct,
  type AdminProductCreateInput,
  type AdminProductUpdateInput,
  type AdminProductVariant,
  type AdminVariantCreateInput,
  type ProductStatus,
} from "@atelier/commerce-client";

export interface OptionDraft {
  key: string;
  /** Set for an option the product already has. */
  id?: string;
  title: string;
  /** The values, separated by commas, as typed. */
  values: string;
}

export interface VariantDraft {
  key: string;
  id?: string;
  title: string;
  sku: string;
  inventory: string;
  /** Option value per option key. */
  optionValues: Record<string, string>;
  /** Amount as typed per currency code; empty means no price in that currency. */
  prices: Record<string, string>;
  /** Ids of the prices the variant already has, per currency code. */
  priceIds: Record<string, string>;
  /** Region and quantity-tier prices the form does not show; saved back unchanged. */
  otherPrices: AdminPriceInput[];
}

export interface ProductDraft {
  title: string;
  handle: string;
  subtitle: string;
  description: string;
  status: ProductStatus;
  collectionId: string;
  images: string[];
  options: OptionDraft[];
  variants: VariantDraft[];
}

/** Field path → message a person can act on. */
export type FormErrors = Record<string, string>;

export const fieldKey = {
  option: (key: string, field: "title" | "values") => `options.${key}.${field}`,
  variant: (key: string, field: "title" | "sku" | "inventory" | "prices" | "options") =>
    `variants.${key}.${field}`,
  variantOption: (key: string, optionKey: string) => `variants.${key}.option.${optionKey}`,
  price: (key: string, currency: string) => `variants.${key}.price.${currency}`,
};

export const FORM_MESSAGES = {
  titleRequired: "Enter a title.",
  handleFormat: "Use lower-case letters, digits and hyphens, like oak-side-table.",
  optionTitleRequired: "Name the option, like Size or Colour.",
  optionValuesRequired: "Add at least one value, separated by commas.",
  variantTitleRequired: "Give the variant a title or option values.",
  inventory: "Stock must be a whole number, 0 or more.",
  amount: "Enter an amount of 0 or more, like 12.50.",
  wholeAmount: "Enter a whole amount of 0 or more, like 1500.",
  priceRequired: "Add at least one price so the shop can sell this variant.",
  optionValueRequired: (option: string) => `Enter a value for ${option || "this option"}.`,
  duplicateVariant: "Another variant has the same option values.",
} as const;

const HANDLE_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const WHOLE_NUMBER = /^\d+$/;
const DECIMAL_AMOUNT = /^\d+(?:\.\d{1,2})?$/;

let draftCounter = 0;
/** A key React and the error map can use for a row that has no id yet. */
export function draftKey(prefix: string): string {
  draftCounter += 1;
  return `${prefix}-${draftCounter}`;
}

export function emptyProductDraft(): ProductDraft {
  return {
    title: "",
    handle: "",
    subtitle: "",
    description: "",
    status: "draft",
    collectionId: "",
    images: [],
    options: [],
    variants: [],
  };
}

export function emptyVariantDraft(): VariantDraft {
  return {
    key: draftKey("variant"),
    title: "",
    sku: "",
    inventory: "0",
    optionValues: {},
    prices: {},
    priceIds: {},
    otherPrices: [],
  };
}

/** The values of an option, trimmed, without blanks or repeats. */
export function optionValueList(option: Pick<OptionDraft, "values">): string[] {
  const values = option.values.split(",").map((value) => value.trim());
  return [...new Set(values.filter((value) => value !== ""))];
}

/** Minor units from a typed amount, or null when it is not a valid amount for the currency. */
export function parseAmount(typed: string, currencyCode: string): number | null {
  const text = typed.trim();
  if (isZeroDecimal(currencyCode)) return WHOLE_NUMBER.test(text) ? Number(text) : null;
  return DECIMAL_AMOUNT.test(text) ? Math.round(Number(text) * 100) : null;
}

/** A stored amount as a person types it: 1250 USD → "12.50", 1500 JPY → "1500". */
export function formatAmountInput(amount: number, currencyCode: string): string {
  return isZeroDecimal(currencyCode) ? String(amount) : (amount / 100).toFixed(2);
}

/** The title a variant is saved with: its own, else its option values ("Small / Oak"). */
export function variantTitle(variant: VariantDraft, options: OptionDraft[]): string {
  const own = variant.title.trim();
  if (own !== "") return own;
  return options
    .map((option) => (variant.optionValues[option.key] ?? "").trim())
    .filter((value) => value !== "")
    .join(" / ");
}

/** One variant per combination of option values, keeping the rows already typed. */
export function variantsForEveryCombination(
  options: OptionDraft[],
  existing: VariantDraft[],
): VariantDraft[] {
  const named = options.filter((option) => optionValueList(option).length > 0);
  if (named.length === 0) return existing;
  let combinations: Record<string, string>[] = [{}];
  for (const option of named) {
    combinations = combinations.flatMap((combination) =>
      optionValueList(option).map((value) => ({ ...combination, [option.key]: value })),
    );
  }
  const signature = (values: Record<string, string>) =>
    named.map((option) => (values[option.key] ?? "").trim()).join("\u0000");
  const kept = new Map(existing.map((variant) => [signature(variant.optionValues), variant]));
  return combinations.map(
    (combination) =>
      kept.get(signature(combination)) ?? { ...emptyVariantDraft(), optionValues: combination },
  );
}

export function validateVariant(
  variant: VariantDraft,
  options: OptionDraft[],
  currencies: string[],
): FormErrors {
  const errors: FormErrors = {};
  if (variantTitle(variant, options) === "") {
    errors[fieldKey.variant(variant.key, "title")] = FORM_MESSAGES.variantTitleRequired;
  }
  if (!WHOLE_NUMBER.test(variant.inventory.trim())) {
    errors[fieldKey.variant(variant.key, "inventory")] = FORM_MESSAGES.inventory;
  }
  for (const option of options) {
    if ((variant.optionValues[option.key] ?? "").trim() === "") {
      errors[fieldKey.variantOption(variant.key, option.key)] = FORM_MESSAGES.optionValueRequired(
        option.title.trim(),
      );
    }
  }
  let priced = 0;
  for (const currency of currencies) {
    const typed = (variant.prices[currency] ?? "").trim();
    if (typed === "") continue;
    if (parseAmount(typed, currency) === null) {
      errors[fieldKey.price(variant.key, currency)] = isZeroDecimal(currency)
        ? FORM_MESSAGES.wholeAmount
        : FORM_MESSAGES.amount;
    } else {
      priced += 1;
    }
  }
  const anyPriceError = currencies.some(
    (currency) => fieldKey.price(variant.key, currency) in errors,
  );
  if (priced === 0 && !anyPriceError) {
    errors[fieldKey.variant(variant.key, "prices")] = FORM_MESSAGES.priceRequired;
  }
  return errors;
}

/** The product's own fields; with `withVariants`, its options and variants too (new products). */
export function validateProductDraft(
  draft: ProductDraft,
  currencies: string[],
  { withVariants }: { withVariants: boolean },
): FormErrors {
  const errors: FormErrors = {};
  if (draft.title.trim() === "") errors.title = FORM_MESSAGES.titleRequired;
  const handle = draft.handle.trim();
  if (handle !== "" && !HANDLE_PATTERN.test(handle)) errors.handle = FORM_MESSAGES.handleFormat;
  if (!withVariants) return errors;

  for (const option of draft.options) {
    if (option.title.trim() === "") {
      errors[fieldKey.option(option.key, "title")] = FORM_MESSAGES.optionTitleRequired;
    }
    if (optionValueList(option).length === 0) {
      errors[fieldKey.option(option.key, "values")] = FORM_MESSAGES.optionValuesRequired;
    }
  }
  const seen = new Set<string>();
  for (const variant of draft.variants) {
    Object.assign(errors, validateVariant(variant, draft.options, currencies));
    if (draft.options.length > 0) {
      const combination = draft.options
        .map((option) => (variant.optionValues[option.key] ?? "").trim())
        .join("\u0000");
      if (seen.has(combination)) {
        errors[fieldKey.variant(variant.key, "options")] = FORM_MESSAGES.duplicateVariant;
      }
      seen.add(combination);
    }
  }
  return errors;
}

function optionalText(value: string): string | null {
  const text = value.trim();
  return text === "" ? null : text;
}

function variantPrices(variant: VariantDraft, currencies: string[]): AdminPriceInput[] {
  const shown = currencies.flatMap((currency) => {
    const amount = parseAmount(variant.prices[currency] ?? "", currency);
    if (amount === null) return [];
    const id = variant.priceIds[currency];
    return [id ? { id, currency_code: currency, amount } : { currency_code: currency, amount }];
  });
  return [...shown, ...variant.otherPrices];
}

function productFields(draft: ProductDraft): AdminProductUpdateInput & { title: string } {
  const handle = draft.handle.trim();
  return {
    title: draft.title.trim(),
    subtitle: optionalText(draft.subtitle),
    description: optionalText(draft.description),
    ...(handle === "" ? {} : { handle }),
    status: draft.status,
    collection_id: draft.collectionId === "" ? null : draft.collectionId,
    images: draft.images,
    thumbnail: draft.images[0] ?? null,
  };
}

export function toProductCreateInput(
  draft: ProductDraft,
  currencies: string[],
): AdminProductCreateInput {
  return {
    ...productFields(draft),
    options: draft.options.map((option) => ({ title: option.title.trim() })),
    variants: draft.variants.map((variant) => ({
      title: variantTitle(variant, draft.options),
      sku: optionalText(variant.sku),
      inventory_quantity: Number(variant.inventory.trim()),
      manage_inventory: true,
      prices: variantPrices(variant, currencies),
      options: draft.options.map((option) => ({
        value: (variant.optionValues[option.key] ?? "").trim(),
      })),
    })),
  };
}

export function toProductUpdateInput(draft: ProductDraft): AdminProductUpdateInput {
  return productFields(draft);
}

/** The body of a variant added to, or changed on, a saved product (options carry their ids). */
export function toVariantInput(
  variant: VariantDraft,
  options: OptionDraft[],
  currencies: string[],
): AdminVariantCreateInput {
  return {
    title: variantTitle(variant, options),
    sku: optionalText(variant.sku),
    inventory_quantity: Number(variant.inventory.trim()),
    prices: variantPrices(variant, currencies),
    options: options.flatMap((option) =>
      option.id
        ? [{ option_id: option.id, value: (variant.optionValues[option.key] ?? "").trim() }]
        : [],
    ),
  };
}

export function variantToDraft(variant: AdminProductVariant): VariantDraft {
  const prices: Record<string, string> = {};
  const priceIds: Record<string, string> = {};
  const otherPrices: AdminPriceInput[] = [];
  // The form edits one plain price per currency; price-list prices are not the variant's own.
  for (const price of variant.prices ?? []) {
    if (price.price_list_id) continue;
    const minQuantity = price.min_quantity ?? null;
    const maxQuantity = price.max_quantity ?? null;
    if (price.region_id || minQuantity !== null || maxQuantity !== null) {
      otherPrices.push({
        id: price.id,
        amount: price.amount,
        ...(price.region_id
          ? { region_id: price.region_id }
          : { currency_code: price.currency_code }),
        ...(minQuantity === null ? {} : { min_quantity: minQuantity }),
        ...(maxQuantity === null ? {} : { max_quantity: maxQuantity }),
      });
      continue;
    }
    prices[price.currency_code] = formatAmountInput(price.amount, price.currency_code);
    priceIds[price.currency_code] = price.id;
  }
  const optionValues: Record<string, string> = {};
  for (const value of variant.options ?? []) optionValues[value.option_id] = value.value;
  return {
    key: variant.id,
    id: variant.id,
    title: variant.title,
    sku: variant.sku ?? "",
    inventory: String(variant.inventory_quantity),
    optionValues,
    prices,
    priceIds,
    otherPrices,
  };
}

/** A saved product as the form shows it; option keys are the option ids. */
export function productToDraft(product: AdminProduct): ProductDraft {
  const images = (product.images ?? []).map((image) => image.url);
  return {
    title: product.title,
    handle: product.handle ?? "",
    subtitle: product.subtitle ?? "",
    description: product.description ?? "",
    status: product.status,
    collectionId: product.collection_id ?? "",
    images: images.length === 0 && product.thumbnail ? [product.thumbnail] : images,
    options: (product.options ?? []).map((option) => ({
      key: option.id,
      id: option.id,
      title: option.title,
      values: [...new Set((option.values ?? []).map((value) => value.value))].join(", "),
    })),
    variants: (product.variants ?? []).map(variantToDraft),
  };
}

/** Total stock over the variants that track it. */
export function totalStock(product: Pick<AdminProduct, "variants">): number {
  return (product.variants ?? []).reduce(
    (sum, variant) => sum + (variant.manage_inventory ? variant.inventory_quantity : 0),
    0,
  );
}
