"use client";

// Importing products from a CSV file (issue 15): the file is uploaded as a protected upload and a
// `product-import` dry run is created for it; its summary and the rows it would skip (by line) are
// shown, and only "Confirm import" writes anything. The progress bar follows the job until it ends.
import type { BatchJob } from "@atelier/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { ActionSection } from "../../orders/components/action-section";
import { useSingleFlight } from "../../orders/use-single-flight";
import { PRODUCTS_PATH } from "../../products/constants";
import {
  BATCH_JOB_STATUS_LABELS,
  batchJobFailure,
  batchJobRowErrors,
  importFileProblem,
  isBatchJobCancelable,
} from "../batch-job-display";
import { batchJobKeys } from "../batch-job-keys";
import { useBatchJob } from "../use-batch-job";
import { BatchJobProgress } from "./batch-job-progress";

export function ImportProducts() {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  // A new key empties the file input when starting over.
  const [inputKey, setInputKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useBatchJob(jobId);

  const remember = (answer: BatchJob) => {
    queryClient.setQueryData(batchJobKeys.detail(answer.id), answer);
    void queryClient.invalidateQueries({ queryKey: batchJobKeys.lists() });
  };

  const start = useMutation({
    mutationFn: async (chosen: File) => {
      const { uploads } = await client.admin.uploads.createProtected([chosen]);
      const { batch_job } = await client.admin.batchJobs.create({
        type: "product-import",
        context: { fileKey: uploads[0]!.key },
        dry_run: true,
      });
      return batch_job;
    },
    onSuccess: (created) => {
      remember(created);
      setJobId(created.id);
    },
  });
  const confirm = useMutation({
    mutationFn: async (id: string) => (await client.admin.batchJobs.confirm(id)).batch_job,
    onSuccess: remember,
  });
  const cancel = useMutation({
    mutationFn: async (id: string) => (await client.admin.batchJobs.cancel(id)).batch_job,
    onSuccess: remember,
  });
  const submitStart = useSingleFlight(start);
  const submitConfirm = useSingleFlight(confirm);
  const submitCancel = useSingleFlight(cancel);

  const problem = importFileProblem(file);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (problem || !file) return;
    confirm.reset();
    cancel.reset();
    submitStart(file);
  }

  function startOver() {
    setJobId(null);
    setFile(null);
    setSubmitted(false);
    start.reset();
    confirm.reset();
    cancel.reset();
    setInputKey((key) => key + 1);
  }

  const current = job.data;
  return (
    <ActionSection id="import-products" title="Import products">
      <p className="text-sm text-muted">
        A CSV file in the columns of a product export: products are matched by id or handle and
        variants by id or SKU; anything unmatched is created. You see what would change before
        anything is written.{" "}
        <a href="#export-products" className="underline underline-offset-4">
          Export products
        </a>{" "}
        to get a sample file.
      </p>
      {current ? null : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <TextField
            key={inputKey}
            label="CSV file"
            type="file"
            accept=".csv,text/csv"
            className="max-w-md"
            style={{ paddingTop: "0.55rem" }}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              start.reset();
            }}
            error={submitted && problem ? problem : undefined}
          />
          <FormAlert>{start.isError ? errorMessage(start.error) : null}</FormAlert>
          <div>
            <Button type="submit" disabled={start.isPending}>
              {start.isPending ? "Uploading…" : "Check file"}
            </Button>
          </div>
        </form>
      )}
      {current ? (
        <ImportJob
          job={current}
          confirming={confirm.isPending}
          canceling={cancel.isPending}
          onConfirm={() => submitConfirm(current.id)}
          onCancel={() => submitCancel(current.id)}
          onStartOver={startOver}
        />
      ) : null}
      <FormAlert>
        {job.isError ? errorMessage(job.error) : null}
        {confirm.isError ? errorMessage(confirm.error) : null}
        {cancel.isError ? errorMessage(cancel.error) : null}
      </FormAlert>
    </ActionSection>
  );
}

function ImportJob({
  job,
  confirming,
  canceling,
  onConfirm,
  onCancel,
  onStartOver,
}: {
  job: BatchJob;
  confirming: boolean;
  canceling: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onStartOver: () => void;
}) {
  const rowErrors = batchJobRowErrors(job);
  const failure = batchJobFailure(job);
  const checked = job.status !== "created";
  const ended = ["completed", "failed", "canceled"].includes(job.status);
  return (
    <div className="flex flex-col gap-4">
      <p aria-live="polite" className="text-sm">
        <span className="font-medium">Status:</span> {BATCH_JOB_STATUS_LABELS[job.status]}
        {job.status === "created" ? " (reading the file…)" : null}
      </p>
      {checked ? (
        <section aria-labelledby="import-summary" className="flex flex-col gap-2">
          <h3 id="import-summary" className="text-base font-medium">
            {job.confirmed_at ? "What the dry run found" : "What the import will do"}
          </h3>
          {(job.result?.stat_descriptors ?? []).map((descriptor) => (
            <p key={descriptor.key} className="whitespace-pre-line text-sm">
              {descriptor.message}
            </p>
          ))}
        </section>
      ) : null}
      {rowErrors.length > 0 ? (
        <section aria-labelledby="import-row-errors" className="flex flex-col gap-2">
          <h3 id="import-row-errors" className="text-base font-medium text-danger">
            {rowErrors.length === 1 ? "1 row" : `${rowErrors.length} rows`}
            {job.confirmed_at ? " skipped" : " will be skipped"}
          </h3>
          <ul className="list-disc pl-5 text-sm">
            {rowErrors.map((error, index) => (
              <li key={`${error.line}-${index}`}>
                Line {error.line}: {error.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {job.confirmed_at || job.status === "completed" ? (
        <BatchJobProgress job={job} label="Import progress" />
      ) : null}
      {job.status === "failed" ? (
        <p role="alert" className="text-sm text-danger">
          The import failed{failure ? `: ${failure}` : "."}
        </p>
      ) : null}
      {job.status === "canceled" ? (
        <p role="status" className="text-sm">
          The import was canceled
          {(job.result?.advancement_count ?? 0) > 0
            ? `; ${job.result?.advancement_count} rows were imported before it stopped.`
            : "; nothing was imported."}
        </p>
      ) : null}
      {job.status === "completed" ? (
        <p role="status" className="text-sm">
          The import is complete.{" "}
          <Link href={PRODUCTS_PATH} className="font-medium underline underline-offset-4">
            Go to products
          </Link>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {job.status === "pre_processed" && job.dry_run ? (
          <Button onClick={onConfirm} disabled={confirming || canceling}>
            {confirming ? "Confirming…" : "Confirm import"}
          </Button>
        ) : null}
        {isBatchJobCancelable(job) ? (
          <Button variant="secondary" onClick={onCancel} disabled={canceling}>
            {canceling ? "Canceling…" : "Cancel import"}
          </Button>
        ) : null}
        {ended ? (
          <Button variant="secondary" onClick={onStartOver}>
            Import another file
          </Button>
        ) : null}
      </div>
    </div>
  );
}
