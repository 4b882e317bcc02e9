import { describe, expect, it } from "vitest";
import { orderDate, orderNumber, orderStatusLabel, paymentStatusLabel } from "./order-display";

describe("order display", () => {
  it("names statuses in the shop's words", () => {
    expect(orderStatusLabel({ status: "pending" })).toBe("Placed");
    expect(paymentStatusLabel({ payment_status: "awaiting" })).toBe("Awaiting payment");
  });

  it("shows the order number and the date it was placed", () => {
    expect(orderNumber({ display_id: 1042 })).toBe("#1042");
    expect(orderDate("2026-11-22T05:00:00.000Z")).toBe("Nov 22, 2026");
  });
});
