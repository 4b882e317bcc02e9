// Admin routes of the store settings (contract medusa-v1 §12.1, §12.3): the currencies the shop
// knows, and the store itself (its details, currencies and providers).
import { z } from "zod";
import { listOf } from "../common/fields";
import { currencyCodeField, jsonObject, requiredText, textField } from "../common/input";
import { paginationQuery, queryFieldList } from "../common/query";
import { operation } from "../operation";
import { ProviderRef } from "../regions/entities";
import { AdminCurrency, AdminStore } from "./admin-entities";

/** Default page size of GET /admin/currencies (§12.1). */
const CURRENCIES_DEFAULT_LIMIT = 20;

const CURRENCIES = "Currencies";

export const AdminGetCurrencies = operation({
  id: "AdminGetCurrencies",
  method: "get",
  path: "/admin/currencies",
  tag: CURRENCIES,
  summary: "List the currencies",
  description:
    "By code. `q` (or `code`) matches part of the code or the name. A currency the runtime knows (ISO 4217) is added the first time staff use it.",
  audience: "staff",
  query: z.strictObject({
    ...paginationQuery(CURRENCIES_DEFAULT_LIMIT),
    q: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
    code: z.string().optional(),
    order: z.string().optional(),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("currencies", AdminCurrency) },
});

export const AdminPostCurrenciesCurrency = operation({
  id: "AdminPostCurrenciesCurrency",
  method: "post",
  path: "/admin/currencies/{code}",
  tag: CURRENCIES,
  summary: "Update a currency",
  description:
    "Medusa's tax-inclusive flag. Atelier's prices exclude tax, so only `includes_tax: false` is accepted.",
  audience: "staff",
  body: z.strictObject({ includes_tax: z.boolean({ error: "must be true or false" }) }),
  responses: { 200: z.object({ currency: AdminCurrency }) },
});

const STORE = "Store";

const storeResponse = z.object({ store: AdminStore });

export const AdminGetStore = operation({
  id: "AdminGetStore",
  method: "get",
  path: "/admin/store",
  tag: STORE,
  summary: "Get the store",
  description:
    "With its currencies, default currency and sales channel, the installed providers, and the feature flags and modules the API runs with.",
  audience: "staff",
  responses: { 200: storeResponse },
});

export const AdminPostStore = operation({
  id: "AdminPostStore",
  method: "post",
  path: "/admin/store",
  tag: STORE,
  summary: "Update the store",
  description:
    "Given `currencies` replace the store's; the default currency must stay one of them. `metadata` is merged (`null` clears it).",
  audience: "staff",
  body: z.strictObject({
    name: requiredText.optional(),
    swap_link_template: textField.nullish(),
    payment_link_template: textField.nullish(),
    invite_link_template: textField.nullish(),
    default_currency_code: currencyCodeField.optional(),
    currencies: z
      .array(currencyCodeField)
      .min(1, { error: "must hold at least one currency" })
      .max(200, { error: "must hold at most 200 currencies" })
      .optional(),
    metadata: jsonObject.nullish(),
  }),
  responses: { 200: storeResponse },
});

export const AdminPostStoreCurrenciesCode = operation({
  id: "AdminPostStoreCurrenciesCode",
  method: "post",
  path: "/admin/store/currencies/{code}",
  tag: STORE,
  summary: "Add a currency to the store",
  description: "Any ISO 4217 currency the runtime knows; adding one the store has changes nothing.",
  audience: "staff",
  responses: { 200: storeResponse },
});

export const AdminDeleteStoreCurrenciesCode = operation({
  id: "AdminDeleteStoreCurrenciesCode",
  method: "delete",
  path: "/admin/store/currencies/{code}",
  tag: STORE,
  summary: "Remove a currency from the store",
  description: "Not the default currency: choose another default first.",
  audience: "staff",
  responses: { 200: storeResponse },
});

export const AdminGetStorePaymentProviders = operation({
  id: "AdminGetStorePaymentProviders",
  method: "get",
  path: "/admin/store/payment-providers",
  tag: STORE,
  summary: "List the payment providers",
  audience: "staff",
  responses: { 200: z.object({ payment_providers: z.array(ProviderRef) }) },
});

export const AdminGetStoreTaxProviders = operation({
  id: "AdminGetStoreTaxProviders",
  method: "get",
  path: "/admin/store/tax-providers",
  tag: STORE,
  summary: "List the tax providers",
  description: "Taxes are the region's rate, computed by the API itself (Medusa's `system`).",
  audience: "staff",
  responses: { 200: z.object({ tax_providers: z.array(ProviderRef) }) },
});
