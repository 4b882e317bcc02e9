// Query keys of the publishable API keys screens, under the admin factory so signing out clears
// them.
import { adminKeys } from "../query-keys";

export const apiKeyKeys = {
  all: () => [...adminKeys.all, "publishable-api-keys"] as const,
  /** Every page of the list (the prefix of `list(query)`). */
  lists: () => [...apiKeyKeys.all(), "list"] as const,
  list: (query: { q?: string; offset: number }) => [...apiKeyKeys.lists(), query] as const,
  detail: (id: string) => [...apiKeyKeys.all(), "detail", id] as const,
  channels: (id: string) => [...apiKeyKeys.all(), "channels", id] as const,
};
