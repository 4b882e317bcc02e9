// Query keys of the Import / Export screen, under the admin factory so signing out clears them.
import { adminKeys } from "../query-keys";

export const batchJobKeys = {
  /** The recent jobs list. */
  lists: () => [...adminKeys.all, "batch-jobs"] as const,
  detail: (id: string) => [...adminKeys.all, "batch-job", id] as const,
};
