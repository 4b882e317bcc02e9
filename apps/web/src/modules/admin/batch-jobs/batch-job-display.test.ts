import { describe, expect, it } from "vitest";
import {
  batchJobFailure,
  batchJobProgress,
  batchJobRowErrors,
  importFileProblem,
  isBatchJobCancelable,
  isBatchJobRunning,
} from "./batch-job-display";

describe("batchJobProgress", () => {
  it("is the advancement over the count, in whole percent", () => {
    expect(
      batchJobProgress({ status: "processing", result: { count: 3, advancement_count: 1 } }),
    ).toEqual({ done: 1, total: 3, percent: 33 });
  });

  it("is whole once completed, even with nothing to do, and 0 while the count is unknown", () => {
    expect(batchJobProgress({ status: "completed", result: { count: 0 } }).percent).toBe(100);
    expect(batchJobProgress({ status: "confirmed", result: null })).toEqual({
      done: 0,
      total: 0,
      percent: 0,
    });
  });

  it("never passes the count", () => {
    expect(
      batchJobProgress({ status: "processing", result: { count: 2, advancement_count: 5 } }),
    ).toEqual({ done: 2, total: 2, percent: 100 });
  });
});

describe("a job's state", () => {
  it("is running until it waits for confirmation or ends", () => {
    expect(isBatchJobRunning({ status: "created", dry_run: true })).toBe(true);
    expect(isBatchJobRunning({ status: "pre_processed", dry_run: true })).toBe(false);
    expect(isBatchJobRunning({ status: "pre_processed", dry_run: false })).toBe(true);
    expect(isBatchJobRunning({ status: "processing", dry_run: true })).toBe(true);
    expect(isBatchJobRunning({ status: "completed", dry_run: false })).toBe(false);
  });

  it("can be canceled until it completes, fails or is canceled", () => {
    expect(isBatchJobCancelable({ status: "pre_processed" })).toBe(true);
    expect(isBatchJobCancelable({ status: "processing" })).toBe(true);
    expect(isBatchJobCancelable({ status: "failed" })).toBe(false);
    expect(isBatchJobCancelable({ status: "canceled" })).toBe(false);
  });
});

describe("a job's errors", () => {
  const result = {
    errors: [
      { message: "Variant Inventory Quantity: must be a whole number", line: 4 },
      { message: "The file has an unknown column Colour" },
      { message: "Product Title: required", line: 2 },
    ],
  };

  it("lists the rows' errors by line", () => {
    expect(batchJobRowErrors({ result }).map((error) => error.line)).toEqual([2, 4]);
  });

  it("says why the job failed from the errors without a line", () => {
    expect(batchJobFailure({ result })).toBe("The file has an unknown column Colour");
    expect(batchJobFailure({ result: null })).toBeNull();
  });
});

describe("importFileProblem", () => {
  const file = (name: string, type: string, size = 10) => ({ name, type, size });

  it("asks for a file when none is chosen", () => {
    expect(importFileProblem(null)).toBe("Choose a CSV file to import.");
  });

  it("takes a .csv name or a CSV type", () => {
    expect(importFileProblem(file("products.CSV", ""))).toBeNull();
    expect(importFileProblem(file("export", "text/csv"))).toBeNull();
  });

  it("refuses other files, empty files and files over 10 MB", () => {
    expect(importFileProblem(file("photo.png", "image/png"))).toMatch(/photo.png is not a CSV/);
    expect(importFileProblem(file("empty.csv", "text/csv", 0))).toBe("empty.csv is empty.");
    expect(importFileProblem(file("big.csv", "text/csv", 11 * 1024 * 1024))).toMatch(/10 MB/);
  });
});
