// Paths and page size of the publishable API keys screens (issue 15: the keys storefronts send,
// each opening the sales channels it is linked to).

export const API_KEY_PATHS = {
  list: "/admin/api-keys",
  detail: (id: string) => `/admin/api-keys/${encodeURIComponent(id)}`,
} as const;

/** Keys on one page of the list. */
export const API_KEYS_PAGE_SIZE = 25;

/** Channels offered at once when staff link a key to one. */
export const CHANNEL_CHOICES_LIMIT = 200;
