import type { ProductCategory } from "@atelier/commerce-client";
import { describe, expect, it } from "vitest";
import { byRank, categoryHref, categoryTrail } from "./category-tree";

function category(handle: string, rank: number, children: ProductCategory[] = []): ProductCategory {
  return {
    id: `pcat_${handle}`,
    name: handle,
    description: "",
    handle,
    parent_category_id: null,
    rank,
    metadata: null,
    category_children: children,
    created_at: "2024-01-01T00:00:00.000Z",
    updated_at: "2024-01-01T00:00:00.000Z",
  };
}

const chairs = category("chairs", 1);
const sofas = category("sofas", 0);
const furniture = category("furniture", 0, [chairs, sofas]);
const rugs = category("rugs", 0);
const textiles = category("home-textiles", 1, [rugs]);
const tree = [furniture, textiles];

describe("categoryTrail", () => {
  it("finds a top-level category", () => {
    expect(categoryTrail(tree, "furniture")).toEqual([furniture]);
  });

  it("finds a subcategory with its parent first", () => {
    expect(categoryTrail(tree, "rugs")).toEqual([textiles, rugs]);
  });

  it("returns null for an unknown handle", () => {
    expect(categoryTrail(tree, "lamps")).toBeNull();
  });
});

describe("categoryHref", () => {
  it("joins the handles from the top", () => {
    expect(categoryHref([furniture, chairs])).toBe("/categories/furniture/chairs");
  });
});

describe("byRank", () => {
  it("orders categories by rank", () => {
    expect(byRank([chairs, sofas]).map((category) => category.handle)).toEqual(["sofas", "chairs"]);
  });
});
