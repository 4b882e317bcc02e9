// Admin routes of the store settings (contract medusa-v1 §12.1, §12.3): the currencies the shop
// knows, and the store itself (its details, currencies and providers).
import { z } from "zod";
import { listOf } from "../common/fields";
import { paginationQuery, queryFieldList } from "../common/query";
import { operation } from "../operation";
import { AdminCurrency } from "./admin-entities";

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
