import { describe, expect, it } from "vitest";
import { countryCodes, emptyRegionDraft, regionPayload } from "./region-draft";

describe("countryCodes", () => {
  it("reads codes separated by commas or spaces, lower case and without repeats", () => {
    expect(countryCodes("US, ca  mx,us")).toEqual(["us", "ca", "mx"]);
    expect(countryCodes("")).toEqual([]);
  });

  it("refuses anything that is not a two-letter code", () => {
    expect(countryCodes("us, usa")).toBeUndefined();
    expect(countryCodes("u1")).toBeUndefined();
  });
});

describe("regionPayload", () => {
  const draft = {
    ...emptyRegionDraft("eur"),
    name: " Nordics ",
    tax_rate: "25",
    countries: "se, NO",
    payment_providers: ["manual"],
    fulfillment_providers: ["manual"],
  };

  it("builds the Admin API body", () => {
    expect(regionPayload(draft)).toEqual({
      ok: true,
      payload: {
        name: "Nordics",
        currency_code: "eur",
        tax_rate: 25,
        countries: ["se", "no"],
        payment_providers: ["manual"],
        fulfillment_providers: ["manual"],
      },
    });
  });

  it("says what is wrong with each field", () => {
    expect(
      regionPayload({
        ...emptyRegionDraft(),
        tax_rate: "120",
        countries: "sweden",
      }),
    ).toEqual({
      ok: false,
      errors: {
        name: "Name is required.",
        currency_code: "Choose a currency.",
        tax_rate: "Enter a tax rate from 0 to 100.",
        countries: "Use two-letter country codes, such as us, ca.",
        providers: "Choose at least one payment and one fulfillment provider.",
      },
    });
  });
});
