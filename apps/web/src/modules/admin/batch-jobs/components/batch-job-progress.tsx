import type { BatchJob } from "@atelier/contracts";
import { batchJobProgress } from "../batch-job-display";

/** A job's progress as a real progress bar, named by `label`, with the count beside it. */
export function BatchJobProgress({
  job,
  label,
}: {
  job: Pick<BatchJob, "status" | "result">;
  label: string;
}) {
  const { done, total, percent } = batchJobProgress(job);
  return (
    <div className="flex items-center gap-3">
      <progress
        aria-label={label}
        max={100}
        value={percent}
        aria-valuetext={`${percent}% (${done} of ${total})`}
        className="h-2 w-24 shrink-0 appearance-none overflow-hidden bg-line sm:w-40 [&::-moz-progress-bar]:bg-ink [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-ink"
      />
      <span className="shrink-0 text-sm tabular-nums text-muted">
        {percent}% ({done} of {total})
      </span>
    </div>
  );
}
