import { describe, expect, it } from "vitest";
import { createQueryClient, queryRetryDelay } from "./query-client";

describe("createQueryClient", () => {
  it("applies the spec's cache defaults", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 86_400_000,
      gcTime: 300_000,
      retry: 1,
      refetchOnWindowFocus: false,
    });
    expect(mutations).toMatchObject({ retry: 0 });
  });
});

describe("queryRetryDelay", () => {
  it("backs off from one second, doubling, up to thirty seconds", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
