// Query keys of the customer groups screens, under the admin factory so signing out clears them.
import { adminKeys } from "../query-keys";

export const customerGroupKeys = {
  all: () => [...adminKeys.all, "customer-groups"] as const,
  /** Every page of the list (the prefix of `list(query)`). */
  lists: () => [...customerGroupKeys.all(), "list"] as const,
  list: (query: { q?: string; offset: number }) => [...customerGroupKeys.lists(), query] as const,
  detail: (id: string) => [...customerGroupKeys.all(), "detail", id] as const,
  /** Every page of a group's members. */
  members: (id: string) => [...customerGroupKeys.all(), "members", id] as const,
  memberPage: (id: string, offset: number) =>
    [...customerGroupKeys.members(id), { offset }] as const,
  memberSearch: (q: string) => [...customerGroupKeys.all(), "member-search", q] as const,
  /** Every group at once, as the price list form offers them. */
  choices: () => [...customerGroupKeys.all(), "choices"] as const,
};
