// The Admin methods for tax rates (Medusa v1 `/admin/tax-rates`), named as in the Medusa JS
// client's `admin.taxRates`: list, retrieve, create, update, delete, and the batches that apply a
// rate to products, product types and shipping options (or stop applying it). Every read and
// write takes `fields` and `expand`.
import type {
  AdminDeleteTaxRatesTaxRate,
  AdminDeleteTaxRatesTaxRateProducts,
  AdminDeleteTaxRatesTaxRateProductTypes,
  AdminDeleteTaxRatesTaxRateShippingOptions,
  AdminGetProductTypes,
  AdminGetTaxRates,
  AdminGetTaxRatesTaxRate,
  AdminPostTaxRates,
  AdminPostTaxRatesTaxRate,
  AdminPostTaxRatesTaxRateProducts,
  AdminPostTaxRatesTaxRateProductTypes,
  AdminPostTaxRatesTaxRateShippingOptions,
  Body,
  Query,
  Reply,
} from "@atelier/contracts";
import type { RequestOptions, Transport } from "./client";

const segment = encodeURIComponent;

/** `fields` and `expand`, which every tax rate route takes. */
export type TaxRateShapeQuery = Query<typeof AdminGetTaxRatesTaxRate>;
export type TaxRateInput = Body<typeof AdminPostTaxRates>;
export type TaxRateUpdateInput = Body<typeof AdminPostTaxRatesTaxRate>;
export type TaxRateAnswer = Reply<typeof AdminGetTaxRatesTaxRate>["tax_rate"];

export function createAdminTaxRatesApi({ request }: Transport) {
  const ratePath = (id: string, rest = "") => `/admin/tax-rates/${segment(id)}${rest}`;
  return {
    taxRates: {
      list: (query?: Query<typeof AdminGetTaxRates>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetTaxRates>>("GET", "/admin/tax-rates", { query, ...options }),
      retrieve: (id: string, query?: TaxRateShapeQuery, options?: RequestOptions) =>
        request<Reply<typeof AdminGetTaxRatesTaxRate>>("GET", ratePath(id), {
          query,
          ...options,
        }),
      create: (payload: TaxRateInput, query?: TaxRateShapeQuery, options?: RequestOptions) =>
        request<Reply<typeof AdminPostTaxRates>>("POST", "/admin/tax-rates", {
          body: payload,
          query,
          ...options,
        }),
      update: (
        id: string,
        payload: TaxRateUpdateInput,
        query?: TaxRateShapeQuery,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostTaxRatesTaxRate>>("POST", ratePath(id), {
          body: payload,
          query,
          ...options,
        }),
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteTaxRatesTaxRate>>("DELETE", ratePath(id), options),
      addProducts: (
        id: string,
        payload: Body<typeof AdminPostTaxRatesTaxRateProducts>,
        query?: TaxRateShapeQuery,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostTaxRatesTaxRateProducts>>(
          "POST",
          ratePath(id, "/products/batch"),
          { body: payload, query, ...options },
        ),
      removeProducts: (
        id: string,
        payload: Body<typeof AdminDeleteTaxRatesTaxRateProducts>,
        query?: TaxRateShapeQuery,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminDeleteTaxRatesTaxRateProducts>>(
          "DELETE",
          ratePath(id, "/products/batch"),
          { body: payload, query, ...options },
        ),
      addProductTypes: (
        id: string,
        payload: Body<typeof AdminPostTaxRatesTaxRateProductTypes>,
        query?: TaxRateShapeQuery,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostTaxRatesTaxRateProductTypes>>(
          "POST",
          ratePath(id, "/product-types/batch"),
          { body: payload, query, ...options },
        ),
      removeProductTypes: (
        id: string,
        payload: Body<typeof AdminDeleteTaxRatesTaxRateProductTypes>,
        query?: TaxRateShapeQuery,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminDeleteTaxRatesTaxRateProductTypes>>(
          "DELETE",
          ratePath(id, "/product-types/batch"),
          { body: payload, query, ...options },
        ),
      addShippingOptions: (
        id: string,
        payload: Body<typeof AdminPostTaxRatesTaxRateShippingOptions>,
        query?: TaxRateShapeQuery,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostTaxRatesTaxRateShippingOptions>>(
          "POST",
          ratePath(id, "/shipping-options/batch"),
          { body: payload, query, ...options },
        ),
      removeShippingOptions: (
        id: string,
        payload: Body<typeof AdminDeleteTaxRatesTaxRateShippingOptions>,
        query?: TaxRateShapeQuery,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminDeleteTaxRatesTaxRateShippingOptions>>(
          "DELETE",
          ratePath(id, "/shipping-options/batch"),
          { body: payload, query, ...options },
        ),
    },
    productTypes: {
      list: (query?: Query<typeof AdminGetProductTypes>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetProductTypes>>("GET", "/admin/product-types", {
          query,
          ...options,
        }),
    },
  };
}
