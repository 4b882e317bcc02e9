"use client";

// The signed-in staff member's recent batch jobs, newest first, with their progress; a completed
// export has a Download button that asks the API for a signed, short-lived link when clicked.
import type { BatchJob } from "@atelier/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminTable } from "../../components/admin-table";
import { useSingleFlight } from "../../orders/use-single-flight";
import {
  BATCH_JOB_STATUS_LABELS,
  batchJobFailure,
  batchJobTypeLabel,
  isBatchJobRunning,
} from "../batch-job-display";
import { batchJobKeys } from "../batch-job-keys";
import { BATCH_JOB_POLL_MS, RECENT_BATCH_JOBS } from "../constants";
import { BatchJobProgress } from "./batch-job-progress";

export function RecentJobs() {
  const client = useAdminCommerce();
  const list = useQuery({
    queryKey: batchJobKeys.lists(),
    queryFn: () => client.admin.batchJobs.list({ limit: RECENT_BATCH_JOBS }),
    staleTime: 0,
    // While any job is being worked on the list follows it.
    refetchInterval: (query) =>
      query.state.data?.batch_jobs.some(isBatchJobRunning) ? BATCH_JOB_POLL_MS * 2 : false,
  });
  const download = useMutation({
    mutationFn: async (fileKey: string) =>
      (await client.admin.uploads.getPresignedDownloadUrl({ file_key: fileKey })).download_url,
    onSuccess: (url) => window.location.assign(url),
  });
  const submitDownload = useSingleFlight(download);
  const jobs = list.data?.batch_jobs ?? [];

  return (
    <section aria-labelledby="recent-jobs" className="flex flex-col gap-4">
      <h2 id="recent-jobs" className="text-xl">
        Your recent jobs
      </h2>
      <FormAlert>
        {list.isError ? errorMessage(list.error) : null}
        {download.isError ? errorMessage(download.error) : null}
      </FormAlert>
      {list.isPending ? <p className="text-sm text-muted">Loading…</p> : null}
      {list.isSuccess && jobs.length === 0 ? (
        <p className="text-sm text-muted">No imports or exports yet.</p>
      ) : null}
      {jobs.length > 0 ? (
        <AdminTable
          caption="Your recent import and export jobs"
          columns={[
            { label: "Type" },
            { label: "Status" },
            { label: "Created" },
            { label: "Progress" },
            { label: "File", hidden: true },
          ]}
        >
          {jobs.map((job) => (
            <JobRow
              key={job.id}
              job={job}
              downloading={download.isPending && download.variables === job.result?.file_key}
              onDownload={submitDownload}
            />
          ))}
        </AdminTable>
      ) : null}
    </section>
  );
}

/** When the job was created, to the minute (jobs of one day would otherwise look alike). */
const createdAt = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

function JobRow({
  job,
  downloading,
  onDownload,
}: {
  job: BatchJob;
  downloading: boolean;
  onDownload: (fileKey: string) => void;
}) {
  const type = batchJobTypeLabel(job.type);
  const fileKey = job.result?.file_key;
  const failure = job.status === "failed" ? batchJobFailure(job) : null;
  return (
    <tr>
      <td className="py-3 pr-4">{type}</td>
      <td className="py-3 pr-4">
        {BATCH_JOB_STATUS_LABELS[job.status]}
        {failure ? <span className="block text-xs text-danger">{failure}</span> : null}
      </td>
      <td className="py-3 pr-4">
        <time dateTime={job.created_at}>{createdAt(job.created_at)}</time>
      </td>
      <td className="py-3 pr-4">
        <BatchJobProgress job={job} label={`${type} progress`} />
      </td>
      <td className="py-3 text-right">
        {job.status === "completed" && fileKey && job.type.endsWith("-export") ? (
          <Button
            variant="ghost"
            className="px-2"
            aria-label={`Download ${type.toLowerCase()} CSV`}
            disabled={downloading}
            onClick={() => onDownload(fileKey)}
          >
            {downloading ? "Preparing…" : "Download"}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
