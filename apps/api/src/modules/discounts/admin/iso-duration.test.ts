import { describe, expect, it } from "vitest";
import { durationSeconds } from "./iso-duration";

describe("durationSeconds", () => {
  it("reads days, hours and mixed durations", () => {
    expect(durationSeconds("P30D")).toBe(30 * 86_400);
    expect(durationSeconds("PT12H")).toBe(12 * 3_600);
    expect(durationSeconds("P1Y2M3W4DT5H6M7S")).toBe(
      365 * 86_400 + 60 * 86_400 + 21 * 86_400 + 4 * 86_400 + 5 * 3_600 + 6 * 60 + 7,
    );
  });
});
