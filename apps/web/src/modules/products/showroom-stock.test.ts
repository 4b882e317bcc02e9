import { describe, expect, it } from "vitest";
import { showroomLines, showroomStock } from "./showroom-stock";

const shoreditch = { name: "Atelier Shoreditch", slug: "shoreditch", stockLocationId: "sloc_s" };
const leith = { name: "Atelier Leith", slug: "leith", stockLocationId: "sloc_l" };
const at = (location_id: string, variants: [string, number][]) => ({
  location_id,
  name: location_id,
  address: null,
  variants: variants.map(([variant_id, available_quantity]) => ({
    variant_id,
    available_quantity,
  })),
});

describe("showroomStock", () => {
  it("keeps linked showrooms whose location holds some of the product", () => {
    const availability = [
      at("sloc_w", [["v1", 40]]),
      at("sloc_s", [
        ["v1", 2],
        ["v2", 0],
      ]),
      at("sloc_l", [["v1", 0]]),
    ];
    expect(showroomStock(availability, [shoreditch, leith])).toEqual([
      { name: "Atelier Shoreditch", href: "/locations/shoreditch", available: { v1: 2 } },
    ]);
  });

  it("is empty when no linked location serves the shop", () => {
    expect(showroomStock([at("sloc_w", [["v1", 4]])], [shoreditch])).toEqual([]);
  });
});

describe("showroomLines", () => {
  const showrooms = showroomStock([at("sloc_s", [["v1", 2]])], [shoreditch]);

  it("says where the selected variant is on display, and how many", () => {
    expect(showroomLines(showrooms, "v1")).toEqual([
      {
        name: "Atelier Shoreditch",
        href: "/locations/shoreditch",
        text: "On display at Atelier Shoreditch — 2 in stock",
      },
    ]);
  });

  it("says nothing for a variant none holds, or no variant", () => {
    expect(showroomLines(showrooms, "v2")).toEqual([]);
    expect(showroomLines(showrooms, undefined)).toEqual([]);
  });
});
