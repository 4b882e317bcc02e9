// The Admin API of who pays which price (contract medusa-v1 §12.1, §13), named as in the Medusa JS
// client's admin namespace: customer groups with their members, and price lists with their
// prices, customer groups and products.
import type {
  AdminDeleteCustomerGroupsCustomerGroup,
  AdminDeleteCustomerGroupsGroupCustomerBatch,
  AdminDeletePriceListsPriceList,
  AdminDeletePriceListsPriceListPricesBatch,
  AdminDeletePriceListsPriceListProductsProductPrices,
  AdminDeletePriceListsPriceListVariantsVariantPrices,
  AdminGetCustomerGroups,
  AdminGetCustomerGroupsGroup,
  AdminGetCustomerGroupsGroupCustomers,
  AdminGetPriceLists,
  AdminGetPriceListsPriceList,
  AdminGetPriceListsPriceListProducts,
  AdminPostCustomerGroups,
  AdminPostCustomerGroupsGroup,
  AdminPostCustomerGroupsGroupCustomersBatch,
  AdminPostPriceListsPriceList,
  AdminPostPriceListsPriceListPriceList,
  AdminPostPriceListsPriceListPricesBatch,
  Body,
  Query,
  Reply,
} from "@atelier/contracts";
import type { RequestOptions, Transport } from "./client";

const segment = encodeURIComponent;

export function createAdminPricingApi(transport: Transport) {
  const { request } = transport;
  return {
    customerGroups: {
      list: (query?: Query<typeof AdminGetCustomerGroups>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetCustomerGroups>>("GET", "/admin/customer-groups", {
          query,
          ...options,
        }),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetCustomerGroupsGroup>>(
          "GET",
          `/admin/customer-groups/${segment(id)}`,
          options,
        ),
      create: (payload: Body<typeof AdminPostCustomerGroups>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostCustomerGroups>>("POST", "/admin/customer-groups", {
          body: payload,
          ...options,
        }),
      update: (
        id: string,
        payload: Body<typeof AdminPostCustomerGroupsGroup>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostCustomerGroupsGroup>>(
          "POST",
          `/admin/customer-groups/${segment(id)}`,
          { body: payload, ...options },
        ),
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteCustomerGroupsCustomerGroup>>(
          "DELETE",
          `/admin/customer-groups/${segment(id)}`,
          options,
        ),
      listCustomers: (
        id: string,
        query?: Query<typeof AdminGetCustomerGroupsGroupCustomers>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminGetCustomerGroupsGroupCustomers>>(
          "GET",
          `/admin/customer-groups/${segment(id)}/customers`,
          { query, ...options },
        ),
      addCustomers: (id: string, customerIds: string[], options?: RequestOptions) => {
        const body: Body<typeof AdminPostCustomerGroupsGroupCustomersBatch> = {
          customer_ids: customerIds.map((each) => ({ id: each })),
        };
        return request<Reply<typeof AdminPostCustomerGroupsGroupCustomersBatch>>(
          "POST",
          `/admin/customer-groups/${segment(id)}/customers/batch`,
          { body, ...options },
        );
      },
      removeCustomers: (id: string, customerIds: string[], options?: RequestOptions) => {
        const body: Body<typeof AdminDeleteCustomerGroupsGroupCustomerBatch> = {
          customer_ids: customerIds.map((each) => ({ id: each })),
        };
        return request<Reply<typeof AdminDeleteCustomerGroupsGroupCustomerBatch>>(
          "DELETE",
          `/admin/customer-groups/${segment(id)}/customers/batch`,
          { body, ...options },
        );
      },
    },

    priceLists: {
      list: (query?: Query<typeof AdminGetPriceLists>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetPriceLists>>("GET", "/admin/price-lists", {
          query,
          ...options,
        }),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetPriceListsPriceList>>(
          "GET",
          `/admin/price-lists/${segment(id)}`,
          options,
        ),
      create: (payload: Body<typeof AdminPostPriceListsPriceList>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostPriceListsPriceList>>("POST", "/admin/price-lists", {
          body: payload,
          ...options,
        }),
      update: (
        id: string,
        payload: Body<typeof AdminPostPriceListsPriceListPriceList>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostPriceListsPriceListPriceList>>(
          "POST",
          `/admin/price-lists/${segment(id)}`,
          { body: payload, ...options },
        ),
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeletePriceListsPriceList>>(
          "DELETE",
          `/admin/price-lists/${segment(id)}`,
          options,
        ),
      addPrices: (
        id: string,
        payload: Body<typeof AdminPostPriceListsPriceListPricesBatch>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostPriceListsPriceListPricesBatch>>(
          "POST",
          `/admin/price-lists/${segment(id)}/prices/batch`,
          { body: payload, ...options },
        ),
      deletePrices: (id: string, priceIds: string[], options?: RequestOptions) => {
        const body: Body<typeof AdminDeletePriceListsPriceListPricesBatch> = {
          price_ids: priceIds,
        };
        return request<Reply<typeof AdminDeletePriceListsPriceListPricesBatch>>(
          "DELETE",
          `/admin/price-lists/${segment(id)}/prices/batch`,
          { body, ...options },
        );
      },
      listProducts: (
        id: string,
        query?: Query<typeof AdminGetPriceListsPriceListProducts>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminGetPriceListsPriceListProducts>>(
          "GET",
          `/admin/price-lists/${segment(id)}/products`,
          { query, ...options },
        ),
      deleteProductPrices: (id: string, productId: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeletePriceListsPriceListProductsProductPrices>>(
          "DELETE",
          `/admin/price-lists/${segment(id)}/products/${segment(productId)}/prices`,
          options,
        ),
      deleteVariantPrices: (id: string, variantId: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeletePriceListsPriceListVariantsVariantPrices>>(
          "DELETE",
          `/admin/price-lists/${segment(id)}/variants/${segment(variantId)}/prices`,
          options,
        ),
    },
  };
}

export type AdminPricingApi = ReturnType<typeof createAdminPricingApi>;
