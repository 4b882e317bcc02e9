"use client";

// One batch job, fetched again every half second while the API is working on it, so its progress
// bar moves; once it waits for confirmation or has ended it is left alone.
import { useQuery } from "@tanstack/react-query";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { batchJobKeys } from "./batch-job-keys";
import { isBatchJobRunning } from "./batch-job-display";
import { BATCH_JOB_POLL_MS } from "./constants";

export function useBatchJob(id: string | null) {
  const client = useAdminCommerce();
  return useQuery({
    queryKey: batchJobKeys.detail(id ?? ""),
    queryFn: async () => (await client.admin.batchJobs.retrieve(id ?? "")).batch_job,
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => {
      const job = query.state.data;
      return job && isBatchJobRunning(job) ? BATCH_JOB_POLL_MS : false;
    },
  });
}
