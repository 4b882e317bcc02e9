// Spec §4 and §9: the data cache defaults for client-side queries and mutations.
import { QueryClient } from "@tanstack/react-query";

/** Spec §9: a fetched entry stays fresh for a day. */
export const QUERY_STALE_TIME_MS = 86_400_000;
/** Spec §4, §9: unused entries are removed after 5 minutes. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
/** Spec §9: a failed query is retried once. */
export const QUERY_RETRY = 1;
/** Spec §4: retries back off from 1 s, doubling, capped at 30 s. */
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;

export function queryRetryDelay(failureCount: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** failureCount, QUERY_RETRY_MAX_DELAY_MS);
}

/**
 * Suspense queries get their 1 s stale time (spec §9) from TanStack Query itself, which never
 * lets a suspense query's stale time fall below 1000 ms.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: QUERY_RETRY,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
