// Admin routes of the regions domain (contract medusa-v1 §12.1, §7.2): list, read, create, update
// and delete regions, their countries and their payment and fulfillment providers, and the
// fulfillment options those providers offer. Each write drops the Store's cached catalogue.
import { z } from "zod";
import { DeleteResponse } from "../common/deleted";
import { listOf } from "../common/fields";
import {
  countryCode,
  currencyCodeField,
  entityId,
  jsonObject,
  requiredText,
  textField,
} from "../common/input";
import { paginationQuery, queryFieldList } from "../common/query";
import { operation } from "../operation";
import { AdminRegion, FulfillmentOptionsResponse } from "./admin-entities";

const TAG = "Regions";

/** Default page size of the list route (§12.1). */
const REGIONS_DEFAULT_LIMIT = 50;

const taxRate = z
  .number({ error: "must be a number" })
  .min(0, { error: "must be at least 0" })
  .max(100, { error: "must be at most 100" });
const providerIds = z.array(entityId).max(50, { error: "must hold at most 50 providers" });
const countryCodes = z.array(countryCode).max(300, { error: "must hold at most 300 countries" });

const regionFields = {
  name: requiredText,
  currency_code: currencyCodeField,
  tax_rate: taxRate,
  payment_providers: providerIds,
  fulfillment_providers: providerIds,
  countries: countryCodes,
  tax_code: textField.nullish(),
  automatic_taxes: z.boolean().optional(),
  gift_cards_taxable: z.boolean().optional(),
  metadata: jsonObject.nullish(),
};

const regionResponse = z.object({ region: AdminRegion });
const providerBody = z.strictObject({ provider_id: entityId });

export const AdminGetRegions = operation({
  id: "AdminGetRegions",
  method: "get",
  path: "/admin/regions",
  tag: TAG,
  summary: "List the regions",
  description:
    "Newest first unless `order` names a field (`id`, `name`, `currency_code`, `created_at`, `updated_at`; `-` first for descending). `q` matches the name.",
  audience: "staff",
  query: z.strictObject({
    ...paginationQuery(REGIONS_DEFAULT_LIMIT),
    q: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
    order: z.string().optional(),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("regions", AdminRegion) },
});

export const AdminPostRegions = operation({
  id: "AdminPostRegions",
  method: "post",
  path: "/admin/regions",
  tag: TAG,
  summary: "Create a region",
  description:
    "The currency must be one of the store's, and a country may belong to one live region only.",
  audience: "staff",
  body: z.strictObject(regionFields),
  responses: { 200: regionResponse },
});

export const AdminGetRegionsRegion = operation({
  id: "AdminGetRegionsRegion",
  method: "get",
  path: "/admin/regions/{id}",
  tag: TAG,
  summary: "Get a region",
  audience: "staff",
  responses: { 200: regionResponse },
});

export const AdminPostRegionsRegion = operation({
  id: "AdminPostRegionsRegion",
  method: "post",
  path: "/admin/regions/{id}",
  tag: TAG,
  summary: "Update a region",
  description:
    "Lists that are given (countries, providers) replace the region's; `metadata` is merged (`null` clears it).",
  audience: "staff",
  body: z.strictObject(regionFields).partial(),
  responses: { 200: regionResponse },
});

export const AdminDeleteRegionsRegion = operation({
  id: "AdminDeleteRegionsRegion",
  method: "delete",
  path: "/admin/regions/{id}",
  tag: TAG,
  summary: "Delete a region",
  description:
    "Soft: its countries are free for other regions, and a store whose default region it was has none.",
  audience: "staff",
  responses: { 200: DeleteResponse },
});

export const AdminPostRegionsRegionCountries = operation({
  id: "AdminPostRegionsRegionCountries",
  method: "post",
  path: "/admin/regions/{id}/countries",
  tag: TAG,
  summary: "Add a country to a region",
  audience: "staff",
  body: z.strictObject({ country_code: countryCode }),
  responses: { 200: regionResponse },
});

export const AdminDeleteRegionsRegionCountriesCountry = operation({
  id: "AdminDeleteRegionsRegionCountriesCountry",
  method: "delete",
  path: "/admin/regions/{id}/countries/{country_code}",
  tag: TAG,
  summary: "Remove a country from a region",
  description: "A country the region does not hold is left alone.",
  audience: "staff",
  responses: { 200: regionResponse },
});

export const AdminPostRegionsRegionPaymentProviders = operation({
  id: "AdminPostRegionsRegionPaymentProviders",
  method: "post",
  path: "/admin/regions/{id}/payment-providers",
  tag: TAG,
  summary: "Add a payment provider to a region",
  audience: "staff",
  body: providerBody,
  responses: { 200: regionResponse },
});

export const AdminDeleteRegionsRegionPaymentProvidersProvider = operation({
  id: "AdminDeleteRegionsRegionPaymentProvidersProvider",
  method: "delete",
  path: "/admin/regions/{id}/payment-providers/{provider_id}",
  tag: TAG,
  summary: "Remove a payment provider from a region",
  audience: "staff",
  responses: { 200: regionResponse },
});

export const AdminPostRegionsRegionFulfillmentProviders = operation({
  id: "AdminPostRegionsRegionFulfillmentProviders",
  method: "post",
  path: "/admin/regions/{id}/fulfillment-providers",
  tag: TAG,
  summary: "Add a fulfillment provider to a region",
  audience: "staff",
  body: providerBody,
  responses: { 200: regionResponse },
});

export const AdminDeleteRegionsRegionFulfillmentProvidersProvider = operation({
  id: "AdminDeleteRegionsRegionFulfillmentProvidersProvider",
  method: "delete",
  path: "/admin/regions/{id}/fulfillment-providers/{provider_id}",
  tag: TAG,
  summary: "Remove a fulfillment provider from a region",
  audience: "staff",
  responses: { 200: regionResponse },
});

export const AdminGetRegionsRegionFulfillmentOptions = operation({
  id: "AdminGetRegionsRegionFulfillmentOptions",
  method: "get",
  path: "/admin/regions/{id}/fulfillment-options",
  tag: TAG,
  summary: "List the fulfillment options of a region's providers",
  description:
    "Atelier's providers are manual: each offers Medusa's manual fulfillment and return.",
  audience: "staff",
  responses: { 200: FulfillmentOptionsResponse },
});
