// The Admin catalogue methods (contract medusa-v1 §12.1 products and collections, §12.2 uploads),
// spread into the admin namespace by createAdminApi.
import type {
  AdminGetCollections,
  AdminOptionDeleteResponse,
  AdminProduct,
  AdminProductResponse,
  AdminUpload,
  AdminVariantDeleteResponse,
  DeleteResponse,
  Query,
  Reply,
} from "@atelier/contracts";
import type {
  AdminProductCreateInput,
  AdminProductListQuery,
  AdminProductUpdateInput,
  AdminVariantCreateInput,
  AdminVariantUpdateInput,
} from "./admin-catalogue-types";

import type { RequestOptions, Transport } from "./client";
import type { ListResponse } from "./types";

const segment = encodeURIComponent;

/** The multipart part name the uploads route reads (contract §12.2). */
const UPLOAD_PART_NAME = "files";

export function createAdminCatalogueApi({ request }: Transport) {
  const productPath = (id: string) => `/admin/products/${segment(id)}`;
  return {
    products: {
      list: (query?: AdminProductListQuery, options?: RequestOptions) =>
        request<ListResponse<"products", AdminProduct>>("GET", "/admin/products", {
          query,
          ...options,
        }),
      retrieve: (id: string, options?: RequestOptions) =>
        request<AdminProductResponse>("GET", productPath(id), options),
      create: (payload: AdminProductCreateInput, options?: RequestOptions) =>
        request<AdminProductResponse>("POST", "/admin/products", { body: payload, ...options }),
      update: (id: string, payload: AdminProductUpdateInput, options?: RequestOptions) =>
        request<AdminProductResponse>("POST", productPath(id), { body: payload, ...options }),
      delete: (id: string, options?: RequestOptions) =>
        request<DeleteResponse>("DELETE", productPath(id), options),

      createVariant: (id: string, payload: AdminVariantCreateInput, options?: RequestOptions) =>
        request<AdminProductResponse>("POST", `${productPath(id)}/variants`, {
          body: payload,
          ...options,
        }),
      updateVariant: (
        id: string,
        variantId: string,
        payload: AdminVariantUpdateInput,
        options?: RequestOptions,
      ) =>
        request<AdminProductResponse>("POST", `${productPath(id)}/variants/${segment(variantId)}`, {
          body: payload,
          ...options,
        }),
      deleteVariant: (id: string, variantId: string, options?: RequestOptions) =>
        request<AdminVariantDeleteResponse>(
          "DELETE",
          `${productPath(id)}/variants/${segment(variantId)}`,
          options,
        ),

      addOption: (id: string, payload: { title: string }, options?: RequestOptions) =>
        request<AdminProductResponse>("POST", `${productPath(id)}/options`, {
          body: payload,
          ...options,
        }),
      updateOption: (
        id: string,
        optionId: string,
        payload: { title: string },
        options?: RequestOptions,
      ) =>
        request<AdminProductResponse>("POST", `${productPath(id)}/options/${segment(optionId)}`, {
          body: payload,
          ...options,
        }),
      deleteOption: (id: string, optionId: string, options?: RequestOptions) =>
        request<AdminOptionDeleteResponse>(
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
        return request<{ uploads: AdminUpload[] }>("POST", "/admin/uploads", {
          body: form,
          ...options,
        });
      },
      delete: (fileKey: string, options?: RequestOptions) =>
        request<DeleteResponse>("DELETE", "/admin/uploads", {
          body: { file_key: fileKey },
          ...options,
        }),
    },
  };
}

export type AdminCatalogueApi = ReturnType<typeof createAdminCatalogueApi>;
