import { describe, expect, it } from "vitest";
import { toggled } from "./selection";

describe("toggled", () => {
  it("ticks a row that was not ticked, keeping the order rows were ticked in", () => {
    expect(toggled(["a"], "b")).toEqual(["a", "b"]);
  });

  it("unticks a row that was ticked", () => {
    expect(toggled(["a", "b"], "a")).toEqual(["b"]);
  });
});
