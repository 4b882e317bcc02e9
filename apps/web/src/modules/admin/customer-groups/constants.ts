// Paths and page sizes of the customer groups screens (issue 14: groups decide who sees which
// price list).

export const CUSTOMER_GROUP_PATHS = {
  list: "/admin/customer-groups",
  detail: (id: string) => `/admin/customer-groups/${encodeURIComponent(id)}`,
} as const;

/** Groups on one page of the list. */
export const CUSTOMER_GROUPS_PAGE_SIZE = 25;

/** Members on one page of a group. */
export const GROUP_MEMBERS_PAGE_SIZE = 25;

/** Customers offered at once when staff search for people to add to a group. */
export const MEMBER_SEARCH_LIMIT = 10;
