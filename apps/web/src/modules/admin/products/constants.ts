// The products screens' paths and fixed sizes (issue 4 "Admin web": catalogue).

export const PRODUCTS_PATH = "/admin/products";
export const NEW_PRODUCT_PATH = `${PRODUCTS_PATH}/new`;
export const productPath = (id: string) => `${PRODUCTS_PATH}/${encodeURIComponent(id)}`;

/** Products per page of the list. */
export const PRODUCTS_PAGE_SIZE = 20;
/** Collections are few; one page holds them all. */
export const COLLECTIONS_PAGE_SIZE = 100;
/** The statuses a person picks from (contract §13 has proposed and rejected too). */
export const EDITABLE_STATUSES = ["draft", "published"] as const;
