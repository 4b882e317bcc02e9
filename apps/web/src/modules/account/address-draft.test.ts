import type { Address } from "@atelier/commerce-client";
import { describe, expect, it } from "vitest";
import {
  addressErrors,
  addressLines,
  addressPayload,
  draftFromAddress,
  emptyAddressDraft,
} from "./address-draft";

const saved: Address = {
  id: "addr_1",
  customer_id: "cus_1",
  company: null,
  first_name: "Ada",
  last_name: "Lovelace",
  address_1: "12 Marylebone Road",
  address_2: null,
  city: "London",
  country_code: "GB",
  province: null,
  postal_code: "NW1 5LR",
  phone: null,
  metadata: null,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  deleted_at: null,
};

describe("address drafts", () => {
  it("asks for the fields an address cannot be created without", () => {
    expect(Object.keys(addressErrors(emptyAddressDraft()))).toEqual([
      "first_name",
      "last_name",
      "address_1",
      "city",
      "postal_code",
      "country_code",
    ]);
    expect(addressErrors(draftFromAddress(saved))).toEqual({});
  });

  it("sends trimmed values and leaves empty optional fields out", () => {
    const payload = addressPayload({ ...draftFromAddress(saved), city: " London ", company: " " });
    expect(payload.city).toBe("London");
    expect(payload.country_code).toBe("gb");
    expect(payload.company).toBeUndefined();
  });

  it("prints the address line by line", () => {
    expect(addressLines(saved)).toEqual([
      "Ada Lovelace",
      "12 Marylebone Road",
      "NW1 5LR London",
      "GB",
    ]);
  });
});
