import { describe, expect, it } from "vitest";
import { checkDiscountForm, discountStatus, usageText, type DiscountForm } from "./discount-input";

const form: DiscountForm = {
  code: " summer10 ",
  type: "percentage",
  value: "10",
  allocation: "total",
  regionIds: ["reg_us"],
  currencyCode: "usd",
  description: "",
  startsAt: "",
  endsAt: "",
  usageLimit: "",
  isDynamic: false,
  validDays: "",
};

describe("checkDiscountForm", () => {
  it("builds a percentage discount with an upper-case code", () => {
    expect(checkDiscountForm(form)).toEqual({
      ok: true,
      body: {
        code: "SUMMER10",
        is_dynamic: false,
        rule: { type: "percentage", value: 10, allocation: "total" },
        regions: ["reg_us"],
      },
    });
  });

  it("reads a fixed amount in the region's minor units, zero-decimal currencies too", () => {
    const usd = checkDiscountForm({ ...form, type: "fixed", value: "15.50", allocation: "item" });
    expect(usd).toMatchObject({ ok: true, body: { rule: { value: 1550, allocation: "item" } } });
    const jpy = checkDiscountForm({ ...form, type: "fixed", value: "1500", currencyCode: "jpy" });
    expect(jpy).toMatchObject({ ok: true, body: { rule: { value: 1500 } } });
  });

  it("explains each mistake next to its field", () => {
    const checked = checkDiscountForm({
      ...form,
      code: "two words",
      value: "150",
      regionIds: [],
      startsAt: "2030-02-01",
      endsAt: "2030-01-01",
      usageLimit: "0",
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        code: "A code has no spaces.",
        value: "Enter a whole percentage from 1 to 100.",
        regions: "Choose at least one region.",
        endsAt: "The end must be after the start.",
        usageLimit: "Enter a whole number of uses, at least 1, or leave it empty.",
      },
    });
    expect(
      checkDiscountForm({ ...form, type: "fixed", value: "5", regionIds: ["a", "b"] }),
    ).toMatchObject({ ok: false, errors: { regions: expect.stringContaining("one region") } });
  });

  it("gives a dynamic discount's codes a validity in days", () => {
    expect(checkDiscountForm({ ...form, isDynamic: true, validDays: "7" })).toMatchObject({
      ok: true,
      body: { is_dynamic: true, valid_duration: "P7D" },
    });
  });
});

describe("usage and status", () => {
  const base = {
    is_disabled: false,
    starts_at: "2020-01-01T00:00:00Z",
    ends_at: null,
    usage_count: 3,
    usage_limit: 10,
  };
  it("shows uses against the limit", () => {
    expect(usageText(base)).toBe("3 / 10");
    expect(usageText({ ...base, usage_limit: null })).toBe("3");
  });
  it("names why a code cannot be used", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    expect(discountStatus(base, now)).toBe("Active");
    expect(discountStatus({ ...base, usage_count: 10 }, now)).toBe("Used up");
    expect(discountStatus({ ...base, ends_at: "2026-01-01T00:00:00Z" }, now)).toBe("Expired");
    expect(discountStatus({ ...base, starts_at: "2027-01-01T00:00:00Z" }, now)).toBe("Scheduled");
    expect(discountStatus({ ...base, is_disabled: true }, now)).toBe("Disabled");
  });
});
