import { describe, expect, it } from "vitest";
import { staffStatusLabel } from "./order-status";

describe("staffStatusLabel", () => {
  it.each([
    ["captured", "Captured"],
    ["partially_refunded", "Partially refunded"],
    ["not_fulfilled", "Not fulfilled"],
    ["requires_action", "Needs attention"],
  ])("shows %s as %s", (status, label) => {
    expect(staffStatusLabel(status)).toBe(label);
  });
});
