// The Store API method map (spec §7 "Store"), named as in the Medusa JS client (contract §11).
import type {
  Body,
  DeleteCartsCartDiscountsDiscount,
  DeleteCartsCartLineItemsItem,
  DeleteCartsCartPaymentSessionsSession,
  DeleteCustomersCustomerAddressesAddress,
  GetAuth,
  GetAuthEmail,
  GetCartsCart,
  GetCollections,
  GetCollectionsCollection,
  GetCustom,
  GetCustomersCustomer,
  GetCustomersCustomerOrders,
  GetCustomersCustomerPaymentMethods,
  GetGiftCardsCode,
  GetOrders,
  GetOrdersOrder,
  GetOrdersOrderCartId,
  PostOrdersCustomerOrderClaim,
  PostOrdersCustomerOrderClaimsCustomerOrderClaimAccept,
  GetProductCategories,
  GetProductCategoriesCategory,
  GetProducts,
  GetProductsProduct,
  GetProductsProductAvailability,
  GetStockLocationsLocationProducts,
  GetProductTags,
  GetProductTypes,
  GetRegions,
  GetRegionsRegion,
  GetReturnReasons,
  GetReturnReasonsReason,
  PostReturns,
  PostSwaps,
  GetSwapsSwapCartId,
  GetShippingOptions,
  GetShippingOptionsCartId,
  GetVariants,
  GetVariantsVariant,
  PostAuth,
  PostAuthRefresh,
  PostCart,
  PostCartsCart,
  PostCartsCartComplete,
  PostCartsCartLineItems,
  PostCartsCartLineItemsItem,
  PostCartsCartPaymentSession,
  PostCartsCartPaymentSessions,
  PostCartsCartPaymentSessionsSession,
  PostCartsCartPaymentSessionUpdate,
  PostCartsCartShippingMethod,
  PostCustomers,
  PostCustomersCustomer,
  PostCustomersCustomerAddresses,
  PostCustomersCustomerAddressesAddress,
  PostCustomersCustomerPasswordToken,
  PostCustomersResetPassword,
  PostProductsSearch,
  PostToken,
  Query,
  Reply,
} from "@atelier/contracts";
import type { RequestOptions, Transport } from "./client";
import { withSessionExpiry } from "./session-expiry";
import { createStoreOrderEditsApi } from "./store-order-edits";
import type {
  AddLineItemInput,
  AddShippingMethodInput,
  CreateCartInput,
  SelectPaymentSessionInput,
  ShippingOptionListQuery,
  UpdateCartInput,
  UpdateLineItemInput,
  UpdatePaymentSessionInput,
} from "./types";

/** The customer's order history opens on its first ten orders (spec §9). */
const DEFAULT_CUSTOMER_ORDERS_PAGE = { limit: 10, offset: 0 } as const;

/** Ids, emails and discount codes go into paths; they must not change the path's shape. */
const segment = encodeURIComponent;

export function createStoreApi(transport: Transport) {
  const { request, exchange } = transport;

  const cartPath = (cartId: string) => `/store/carts/${segment(cartId)}`;

  return {
    ...createStoreOrderEditsApi(transport),
    auth: {
      /** Signs in with a session cookie; answers when that session ends, where the API says. */
      authenticate: (credentials: Body<typeof PostAuth>, options?: RequestOptions) =>
        withSessionExpiry(
          exchange<Reply<typeof PostAuth>>("POST", "/store/auth", {
            body: credentials,
            ...options,
          }),
        ),
      getSession: (options?: RequestOptions) =>
        request<Reply<typeof GetAuth>>("GET", "/store/auth", options),
      /**
       * Atelier's extension, not Medusa v1 (docs/adr/0006): renews the session cookie and answers
       * its new end. A CommerceAuthenticationError (401) when there is no session to renew.
       */
      refreshSession: (options?: RequestOptions) =>
        request<Reply<typeof PostAuthRefresh>>("POST", "/store/auth/refresh", options),
      /** Signs out; the store bearer token is forgotten too, even if the server call fails. */
      deleteSession: async (options?: RequestOptions): Promise<void> => {
        try {
          await request<unknown>("DELETE", "/store/auth", options);
        } finally {
          transport.setToken("store", null);
        }
      },
      exists: (email: string, options?: RequestOptions) =>
        request<Reply<typeof GetAuthEmail>>("GET", `/store/auth/${segment(email)}`, options),
      /** Gets a bearer token and registers it for every later store call. */
      getToken: async (credentials: Body<typeof PostToken>, options?: RequestOptions) => {
        const response = await request<Reply<typeof PostToken>>("POST", "/store/auth/token", {
          body: credentials,
          ...options,
        });
        transport.setToken("store", response.access_token);
        return response;
      },
    },

    custom: {
      /** Store information: name, currencies, default region. */
      retrieve: (options?: RequestOptions) =>
        request<Reply<typeof GetCustom>>("GET", "/store/custom", options),
    },

    carts: {
      create: (payload: CreateCartInput = {}, options?: RequestOptions) =>
        request<Reply<typeof PostCart>>("POST", "/store/carts", { body: payload, ...options }),
      retrieve: (cartId: string, query?: Query<typeof GetCartsCart>, options?: RequestOptions) =>
        request<Reply<typeof GetCartsCart>>("GET", cartPath(cartId), { query, ...options }),
      update: (cartId: string, payload: UpdateCartInput, options?: RequestOptions) =>
        request<Reply<typeof PostCartsCart>>("POST", cartPath(cartId), {
          body: payload,
          ...options,
        }),
      complete: (cartId: string, options?: RequestOptions) =>
        request<Reply<typeof PostCartsCartComplete>>(
          "POST",
          `${cartPath(cartId)}/complete`,
          options,
        ),
      createPaymentSessions: (cartId: string, options?: RequestOptions) =>
        request<Reply<typeof PostCartsCartPaymentSessions>>(
          "POST",
          `${cartPath(cartId)}/payment-sessions`,
          options,
        ),
      setPaymentSession: (
        cartId: string,
        payload: SelectPaymentSessionInput,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof PostCartsCartPaymentSession>>(
          "POST",
          `${cartPath(cartId)}/payment-session`,
          {
            body: payload,
            ...options,
          },
        ),
      updatePaymentSession: (
        cartId: string,
        providerId: string,
        payload: UpdatePaymentSessionInput,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof PostCartsCartPaymentSessionUpdate>>(
          "POST",
          `${cartPath(cartId)}/payment-sessions/${segment(providerId)}`,
          { body: payload, ...options },
        ),
      deletePaymentSession: (cartId: string, providerId: string, options?: RequestOptions) =>
        request<Reply<typeof DeleteCartsCartPaymentSessionsSession>>(
          "DELETE",
          `${cartPath(cartId)}/payment-sessions/${segment(providerId)}`,
          options,
        ),
      refreshPaymentSession: (cartId: string, providerId: string, options?: RequestOptions) =>
        request<Reply<typeof PostCartsCartPaymentSessionsSession>>(
          "POST",
          `${cartPath(cartId)}/payment-sessions/${segment(providerId)}/refresh`,
          options,
        ),
      addShippingMethod: (
        cartId: string,
        payload: AddShippingMethodInput,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof PostCartsCartShippingMethod>>(
          "POST",
          `${cartPath(cartId)}/shipping-methods`,
          {
            body: payload,
            ...options,
          },
        ),
      deleteDiscount: (cartId: string, code: string, options?: RequestOptions) =>
        request<Reply<typeof DeleteCartsCartDiscountsDiscount>>(
          "DELETE",
          `${cartPath(cartId)}/discounts/${segment(code)}`,
          options,
        ),
      lineItems: {
        create: (cartId: string, payload: AddLineItemInput, options?: RequestOptions) =>
          request<Reply<typeof PostCartsCartLineItems>>("POST", `${cartPath(cartId)}/line-items`, {
            body: payload,
            ...options,
          }),
        update: (
          cartId: string,
          lineId: string,
          payload: UpdateLineItemInput,
          options?: RequestOptions,
        ) =>
          request<Reply<typeof PostCartsCartLineItemsItem>>(
            "POST",
            `${cartPath(cartId)}/line-items/${segment(lineId)}`,
            {
              body: payload,
              ...options,
            },
          ),
        delete: (cartId: string, lineId: string, options?: RequestOptions) =>
          request<Reply<typeof DeleteCartsCartLineItemsItem>>(
            "DELETE",
            `${cartPath(cartId)}/line-items/${segment(lineId)}`,
            options,
          ),
      },
    },

    customers: {
      /** Registers a customer and signs them in; answers when that session ends, where known. */
      create: (payload: Body<typeof PostCustomers>, options?: RequestOptions) =>
        withSessionExpiry(
          exchange<Reply<typeof PostCustomers>>("POST", "/store/customers", {
            body: payload,
            ...options,
          }),
        ),
      retrieve: (options?: RequestOptions) =>
        request<Reply<typeof GetCustomersCustomer>>("GET", "/store/customers/me", options),
      update: (payload: Body<typeof PostCustomersCustomer>, options?: RequestOptions) =>
        request<Reply<typeof PostCustomersCustomer>>("POST", "/store/customers/me", {
          body: payload,
          ...options,
        }),
      listOrders: (
        query: Query<typeof GetCustomersCustomerOrders> = {},
        options?: RequestOptions,
      ) =>
        request<Reply<typeof GetCustomersCustomerOrders>>("GET", "/store/customers/me/orders", {
          query: { ...DEFAULT_CUSTOMER_ORDERS_PAGE, ...query },
          ...options,
        }),
      resetPassword: (payload: Body<typeof PostCustomersResetPassword>, options?: RequestOptions) =>
        request<Reply<typeof PostCustomersResetPassword>>(
          "POST",
          "/store/customers/password-reset",
          {
            body: payload,
            ...options,
          },
        ),
      /** Asks for a reset link by email; the server answers 204 whether or not the email is known. */
      generatePasswordToken: async (
        payload: Body<typeof PostCustomersCustomerPasswordToken>,
        options?: RequestOptions,
      ): Promise<void> => {
        await request<unknown>("POST", "/store/customers/password-token", {
          body: payload,
          ...options,
        });
      },
      addresses: {
        addAddress: (
          payload: Body<typeof PostCustomersCustomerAddresses>,
          options?: RequestOptions,
        ) =>
          request<Reply<typeof PostCustomersCustomerAddresses>>(
            "POST",
            "/store/customers/me/addresses",
            { body: payload, ...options },
          ),
        updateAddress: (
          addressId: string,
          payload: Body<typeof PostCustomersCustomerAddressesAddress>,
          options?: RequestOptions,
        ) =>
          request<Reply<typeof PostCustomersCustomerAddressesAddress>>(
            "POST",
            `/store/customers/me/addresses/${segment(addressId)}`,
            { body: payload, ...options },
          ),
        deleteAddress: (addressId: string, options?: RequestOptions) =>
          request<Reply<typeof DeleteCustomersCustomerAddressesAddress>>(
            "DELETE",
            `/store/customers/me/addresses/${segment(addressId)}`,
            options,
          ),
      },
      paymentMethods: {
        list: (options?: RequestOptions) =>
          request<Reply<typeof GetCustomersCustomerPaymentMethods>>(
            "GET",
            "/store/customers/me/payment-methods",
            options,
          ),
      },
    },

    orders: {
      retrieve: (orderId: string, query?: Query<typeof GetOrdersOrder>, options?: RequestOptions) =>
        request<Reply<typeof GetOrdersOrder>>("GET", `/store/orders/${segment(orderId)}`, {
          query,
          ...options,
        }),
      retrieveByCartId: (cartId: string, options?: RequestOptions) =>
        request<Reply<typeof GetOrdersOrderCartId>>(
          "GET",
          `/store/orders/cart/${segment(cartId)}`,
          options,
        ),
      lookupOrder: (query: Query<typeof GetOrders>, options?: RequestOptions) =>
        request<Reply<typeof GetOrders>>("GET", "/store/orders", { query, ...options }),
      /** Mails the signed-in customer a link to add orders they placed as a guest. */
      requestCustomerOrders: async (
        payload: Body<typeof PostOrdersCustomerOrderClaim>,
        options?: RequestOptions,
      ): Promise<void> => {
        await request<unknown>("POST", "/store/orders/batch/customer/token", {
          body: payload,
          ...options,
        });
      },
      /** With the mailed token: the orders move onto the account that asked. */
      confirmRequest: async (
        payload: Body<typeof PostOrdersCustomerOrderClaimsCustomerOrderClaimAccept>,
        options?: RequestOptions,
      ): Promise<void> => {
        await request<unknown>("POST", "/store/orders/customer/confirm", {
          body: payload,
          ...options,
        });
      },
    },

    products: {
      list: (query?: Query<typeof GetProducts>, options?: RequestOptions) =>
        request<Reply<typeof GetProducts>>("GET", "/store/products", { query, ...options }),
      retrieve: (
        productId: string,
        query?: Query<typeof GetProductsProduct>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof GetProductsProduct>>("GET", `/store/products/${segment(productId)}`, {
          query,
          ...options,
        }),
      /** Atelier extension: each stock location's available units of the product's variants. */
      availability: (productId: string, options?: RequestOptions) =>
        request<Reply<typeof GetProductsProductAvailability>>(
          "GET",
          `/store/products/${segment(productId)}/availability`,
          options,
        ),
      /** Answers in the shape of Medusa's Meilisearch plugin (contract §14). */
      search: (payload: Body<typeof PostProductsSearch>, options?: RequestOptions) =>
        request<Reply<typeof PostProductsSearch>>("POST", "/store/products/search", {
          body: payload,
          ...options,
        }),
      variants: {
        list: (query?: Query<typeof GetVariants>, options?: RequestOptions) =>
          request<Reply<typeof GetVariants>>("GET", "/store/variants", { query, ...options }),
        retrieve: (
          variantId: string,
          query?: Query<typeof GetVariantsVariant>,
          options?: RequestOptions,
        ) =>
          request<Reply<typeof GetVariantsVariant>>(
            "GET",
            `/store/variants/${segment(variantId)}`,
            { query, ...options },
          ),
      },
    },

    /** Atelier extension (issue 15): what a showroom's stock location holds. */
    stockLocations: {
      products: (
        locationId: string,
        query?: Query<typeof GetStockLocationsLocationProducts>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof GetStockLocationsLocationProducts>>(
          "GET",
          `/store/stock-locations/${segment(locationId)}/products`,
          { query, ...options },
        ),
    },

    regions: {
      list: (query?: Query<typeof GetRegions>, options?: RequestOptions) =>
        request<Reply<typeof GetRegions>>("GET", "/store/regions", { query, ...options }),
      retrieve: (regionId: string, options?: RequestOptions) =>
        request<Reply<typeof GetRegionsRegion>>(
          "GET",
          `/store/regions/${segment(regionId)}`,
          options,
        ),
    },

    returns: {
      /** Asks to send items of an order back (under an Idempotency-Key, as every change). */
      create: (payload: Body<typeof PostReturns>, options?: RequestOptions) =>
        request<Reply<typeof PostReturns>>("POST", "/store/returns", { body: payload, ...options }),
    },

    /** Exchanges: the answer carries the difference cart, completed through the cart's checkout. */
    swaps: {
      create: (payload: Body<typeof PostSwaps>, options?: RequestOptions) =>
        request<Reply<typeof PostSwaps>>("POST", "/store/swaps", { body: payload, ...options }),
      retrieveByCartId: (cartId: string, options?: RequestOptions) =>
        request<Reply<typeof GetSwapsSwapCartId>>(
          "GET",
          `/store/swaps/${segment(cartId)}`,
          options,
        ),
    },

    /** The reasons a shopper picks from when sending items back: the top level with its children. */
    returnReasons: {
      list: (options?: RequestOptions) =>
        request<Reply<typeof GetReturnReasons>>("GET", "/store/return-reasons", options),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof GetReturnReasonsReason>>(
          "GET",
          `/store/return-reasons/${segment(id)}`,
          options,
        ),
    },

    collections: {
      list: (query?: Query<typeof GetCollections>, options?: RequestOptions) =>
        request<Reply<typeof GetCollections>>("GET", "/store/collections", { query, ...options }),
      retrieve: (collectionId: string, options?: RequestOptions) =>
        request<Reply<typeof GetCollectionsCollection>>(
          "GET",
          `/store/collections/${segment(collectionId)}`,
          options,
        ),
    },

    productCategories: {
      list: (query?: Query<typeof GetProductCategories>, options?: RequestOptions) =>
        request<Reply<typeof GetProductCategories>>("GET", "/store/product-categories", {
          query,
          ...options,
        }),
      retrieve: (
        categoryId: string,
        query?: Query<typeof GetProductCategoriesCategory>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof GetProductCategoriesCategory>>(
          "GET",
          `/store/product-categories/${segment(categoryId)}`,
          { query, ...options },
        ),
    },

    productTags: {
      list: (query?: Query<typeof GetProductTags>, options?: RequestOptions) =>
        request<Reply<typeof GetProductTags>>("GET", "/store/product-tags", { query, ...options }),
    },

    productTypes: {
      list: (query?: Query<typeof GetProductTypes>, options?: RequestOptions) =>
        request<Reply<typeof GetProductTypes>>("GET", "/store/product-types", {
          query,
          ...options,
        }),
    },

    shippingOptions: {
      list: (query?: ShippingOptionListQuery, options?: RequestOptions) =>
        request<Reply<typeof GetShippingOptions>>("GET", "/store/shipping-options", {
          query,
          ...options,
        }),
      /** The options that fit the cart's items, region and subtotal. */
      listCartOptions: (cartId: string, options?: RequestOptions) =>
        request<Reply<typeof GetShippingOptionsCartId>>(
          "GET",
          `/store/shipping-options/${segment(cartId)}`,
          options,
        ),
    },

    giftCards: {
      retrieve: (code: string, options?: RequestOptions) =>
        request<Reply<typeof GetGiftCardsCode>>(
          "GET",
          `/store/gift-cards/${segment(code)}`,
          options,
        ),
    },
  };
}

export type StoreApi = ReturnType<typeof createStoreApi>;
