import { describe, expect, it } from "vitest";
import { lookupValuesFromSearch, parseOrderLookup } from "./lookup-input";

describe("parseOrderLookup (spec §7 order lookup)", () => {
  it("turns the order number and email into the API's lookup query", () => {
    expect(parseOrderLookup({ orderNumber: " 1042 ", email: " ada@example.com " })).toEqual({
      ok: true,
      query: { display_id: 1042, email: "ada@example.com" },
    });
  });

  it("accepts the number as printed, with its #", () => {
    expect(parseOrderLookup({ orderNumber: "#7", email: "a@b.co" })).toMatchObject({
      ok: true,
      query: { display_id: 7 },
    });
  });

  it("says which fields are missing", () => {
    expect(parseOrderLookup({ orderNumber: "", email: "" })).toEqual({
      ok: false,
      errors: { orderNumber: "Order number is required.", email: "Email is required." },
    });
  });

  it("refuses numbers the API would refuse, and an address that is not one", () => {
    for (const orderNumber of ["abc", "0", "12.5", "-3", "99999999999", "#"]) {
      const result = parseOrderLookup({ orderNumber, email: "a@b.co" });
      expect(result, orderNumber).toEqual({
        ok: false,
        errors: { orderNumber: "Enter the order number from your confirmation, for example 1042." },
      });
    }
    expect(parseOrderLookup({ orderNumber: "12", email: "not-an-email" })).toEqual({
      ok: false,
      errors: { email: "Enter a valid email address." },
    });
  });
});

describe("lookupValuesFromSearch", () => {
  it("prefills the form from the confirmation mail's link", () => {
    expect(lookupValuesFromSearch({ display_id: "1042", email: "ada@example.com" })).toEqual({
      orderNumber: "1042",
      email: "ada@example.com",
    });
  });

  it("leaves a field empty when the query repeats it or lacks it", () => {
    expect(lookupValuesFromSearch({ display_id: ["1", "2"] })).toEqual({
      orderNumber: "",
      email: "",
    });
  });
});
