// The Admin catalogue methods (contract medusa-v1 §12.1 products and collections, §12.2 uploads),
// spread into the admin namespace by createAdminApi.
import type {
  AdminDeleteProductsProduct,
  AdminDeleteProductsProductOptionsOption,
  AdminDeleteProductsProductVariantsVariant,
  AdminDeleteUploads,
  AdminGetCollections,
  AdminGetProducts,
  AdminGetProductsProduct,
  AdminPostProducts,
  AdminPostProductsProduct,
  AdminPostProductsProductOptions,
  AdminPostProductsProductOptionsOption,
  AdminPostProductsProductVariants,
  AdminPostProductsProductVariantsVariant,
  AdminPostUploads,
  AdminPostUploadsDownloadUrl,
  AdminPostUploadsProtected,
  Body,
  Query,
  Reply,
} from "@atelier/contracts";
import type { RequestOptions, Transport } from "./client";
import { withIdempotencyKey } from "./admin-orders";

const segment = encodeURIComponent;

/**
 * The multipart part name the uploads route reads (contract §12.2): UPLOAD_FIELD in
 * @atelier/contracts, repeated because the client imports types only.
 */
const UPLOAD_PART_NAME = "files";

export function createAdminCatalogueApi({ request }: Transport) {
  const productPath = (id: string) => `/admin/products/${segment(id)}`;
  return {
    products: {
      list: (query?: Query<typeof AdminGetProducts>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetProducts>>("GET", "/admin/products", { query, ...options }),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetProductsProduct>>("GET", productPath(id), options),
      create: (payload: Body<typeof AdminPostProducts>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostProducts>>("POST", "/admin/products", {
          body: payload,
          ...options,
        }),
      update: (
        id: string,
        payload: Body<typeof AdminPostProductsProduct>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostProductsProduct>>("POST", productPath(id), {
          body: payload,
          ...options,
        }),
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteProductsProduct>>("DELETE", productPath(id), options),

      createVariant: (
        id: string,
        payload: Body<typeof AdminPostProductsProductVariants>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostProductsProductVariants>>(
          "POST",
          `${productPath(id)}/variants`,
          { body: payload, ...options },
        ),
      updateVariant: (
        id: string,
        variantId: string,
        payload: Body<typeof AdminPostProductsProductVariantsVariant>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostProductsProductVariantsVariant>>(
          "POST",
          `${productPath(id)}/variants/${segment(variantId)}`,
          { body: payload, ...options },
        ),
      deleteVariant: (id: string, variantId: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteProductsProductVariantsVariant>>(
          "DELETE",
          `${productPath(id)}/variants/${segment(variantId)}`,
          options,
        ),

      addOption: (
        id: string,
        payload: Body<typeof AdminPostProductsProductOptions>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostProductsProductOptions>>(
          "POST",
          `${productPath(id)}/options`,
          { body: payload, ...options },
        ),
      updateOption: (
        id: string,
        optionId: string,
        payload: Body<typeof AdminPostProductsProductOptionsOption>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostProductsProductOptionsOption>>(
          "POST",
          `${productPath(id)}/options/${segment(optionId)}`,
          { body: payload, ...options },
        ),
      deleteOption: (id: string, optionId: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteProductsProductOptionsOption>>(
          "DELETE",
          `${productPath(id)}/options/${segment(optionId)}`,
          options,
        ),
    },

    collections: {
      list: (query?: Query<typeof AdminGetCollections>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetCollections>>("GET", "/admin/collections", {
          query,
          ...options,
        }),
    },

    uploads: {
      /** Stores the files (multipart, one `files` part each) and answers their public URLs. */
      create: (files: readonly Blob[], options?: RequestOptions) => {
        const form = new FormData();
        for (const file of files) form.append(UPLOAD_PART_NAME, file);
        return request<Reply<typeof AdminPostUploads>>("POST", "/admin/uploads", {
          body: form,
          ...withIdempotencyKey(options),
        });
      },
      /**
       * Stores images or CSV files that are not public (multipart, one `files` part each); they
       * are read back only through `getPresignedDownloadUrl`.
       */
      createProtected: (files: readonly Blob[], options?: RequestOptions) => {
        const form = new FormData();
        for (const file of files) form.append(UPLOAD_PART_NAME, file);
        return request<Reply<typeof AdminPostUploadsProtected>>(
          "POST",
          "/admin/uploads/protected",
          { body: form, ...withIdempotencyKey(options) },
        );
      },
      /** A signed URL that expires soon after (a public file's plain URL). */
      getPresignedDownloadUrl: (
        payload: Body<typeof AdminPostUploadsDownloadUrl>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostUploadsDownloadUrl>>("POST", "/admin/uploads/download-url", {
          body: payload,
          ...options,
        }),
      delete: (fileKey: string, options?: RequestOptions) => {
        const body: Body<typeof AdminDeleteUploads> = { file_key: fileKey };
        return request<Reply<typeof AdminDeleteUploads>>("DELETE", "/admin/uploads", {
          body,
          ...withIdempotencyKey(options),
        });
      },
    },
  };
}

export type AdminCatalogueApi = ReturnType<typeof createAdminCatalogueApi>;
