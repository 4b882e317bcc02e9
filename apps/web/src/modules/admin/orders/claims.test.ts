import { describe, expect, it } from "vitest";
import {
  claimableQuantity,
  claimQuantities,
  claimRefundEstimate,
  claimState,
  photoUrls,
  replacementQuantities,
} from "./claims";

const line = {
  id: "item_a",
  quantity: 3,
  unit_price: 1000,
  fulfilled_quantity: 3,
  returned_quantity: 1,
  shipped_quantity: 2,
  variant_id: "variant_a",
};
const packedOnly = { ...line, id: "item_b", returned_quantity: 0, shipped_quantity: 0 };
const claim = (quantity: number, canceled = false) => ({
  canceled_at: canceled ? "2026-01-01T00:00:00.000Z" : null,
  claim_items: [{ item_id: "item_a", quantity }],
});

describe("claimableQuantity", () => {
  it("is what was fulfilled less what came back and what open claims name", () => {
    expect(claimableQuantity(line)).toBe(2);
    expect(claimableQuantity(line, [claim(1)])).toBe(1);
    expect(claimableQuantity(line, [claim(2, true)])).toBe(2);
  });

  it("is nothing for a custom line without a variant", () => {
    expect(claimableQuantity({ ...line, variant_id: null })).toBe(0);
  });
});

describe("claimQuantities", () => {
  it("refuses more than can be claimed, and an empty claim", () => {
    expect(claimQuantities([line], { item_a: "3" })).toEqual({
      ok: false,
      errors: { item_a: "At most 2." },
    });
    expect(claimQuantities([line], {})).toMatchObject({
      ok: false,
      message: "Choose at least one item to claim.",
    });
    expect(claimQuantities([line], { item_a: "2" })).toEqual({
      ok: true,
      items: [{ item_id: "item_a", quantity: 2 }],
    });
  });
});

describe("claimRefundEstimate", () => {
  it("refunds shipped units with tax, cut to what is left to refund", () => {
    expect(claimRefundEstimate([line], [{ item_id: "item_a", quantity: 2 }], 10, 10_000)).toBe(
      2200,
    );
    expect(claimRefundEstimate([line], [{ item_id: "item_a", quantity: 2 }], 10, 1500)).toBe(1500);
  });

  it("counts nothing for units packed but not shipped", () => {
    expect(
      claimRefundEstimate([line, packedOnly], [{ item_id: "item_b", quantity: 1 }], 0, 10_000),
    ).toBe(0);
  });
});

describe("replacementQuantities", () => {
  it("answers variants with their quantities", () => {
    expect(replacementQuantities(["variant_a", "variant_b"], { variant_b: "2" })).toEqual({
      ok: true,
      items: [{ variant_id: "variant_b", quantity: 2 }],
    });
    expect(replacementQuantities(["variant_a"], {})).toMatchObject({ ok: false });
  });
});

describe("photoUrls", () => {
  it("takes web addresses one per line and refuses anything else", () => {
    expect(
      photoUrls("https://a.test/1.jpg\n\n https://a.test/1.jpg \nhttp://b.test/2.png"),
    ).toEqual({ ok: true, urls: ["https://a.test/1.jpg", "http://b.test/2.png"] });
    expect(photoUrls("not a url")).toEqual({
      ok: false,
      error: "“not a url” is not a web address.",
    });
    expect(photoUrls("ftp://a.test/x")).toMatchObject({ ok: false });
  });
});

describe("claimState", () => {
  it("says whether a refund went back or how far a replacement got", () => {
    const base = { canceled_at: null, fulfillment_status: "not_fulfilled" as const };
    expect(claimState({ ...base, type: "refund", payment_status: "refunded" })).toBe("Refunded");
    expect(claimState({ ...base, type: "replace", payment_status: "na" })).toBe("Not fulfilled");
    expect(
      claimState({ ...base, canceled_at: "2026-01-01", type: "replace", payment_status: "na" }),
    ).toBe("Canceled");
  });
});
