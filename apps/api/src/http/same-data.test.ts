import { describe, expect, it } from "vitest";
import { sameData } from "./same-data";

describe("sameData", () => {
  it("compares rows, lists and maps by their data", () => {
    const row = () => ({
      id: "reg_1",
      name: "Europe",
      created_at: new Date("2026-01-01T00:00:00Z"),
      countries: [{ iso_2: "fr" }, { iso_2: "de" }],
      byProduct: new Map([["prod_1", [{ rate: 20, code: null }]]]),
    });
    expect(sameData(row(), row())).toBe(true);
    expect(sameData(row(), { ...row(), name: "Europa" })).toBe(false);
    expect(sameData(row(), { ...row(), created_at: new Date("2026-01-02T00:00:00Z") })).toBe(false);
    expect(sameData(row(), { ...row(), countries: [{ iso_2: "fr" }] })).toBe(false);
    expect(sameData(row(), { ...row(), countries: [{ iso_2: "de" }, { iso_2: "fr" }] })).toBe(
      false,
    );
    expect(
      sameData(row(), { ...row(), byProduct: new Map([["prod_1", [{ rate: 5, code: null }]]]) }),
    ).toBe(false);
    expect(sameData(row(), { ...row(), extra: undefined })).toBe(false);
  });

  it("tells null, missing and other kinds apart", () => {
    expect(sameData(null, null)).toBe(true);
    expect(sameData(null, {})).toBe(false);
    expect(sameData(0, "0")).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData(NaN, NaN)).toBe(true);
  });

  it("holds class instances and functions equal only to themselves", () => {
    class Profiles {
      constructor(readonly ids: string[]) {}
    }
    const kept = new Profiles(["sp_1"]);
    expect(sameData(kept, kept)).toBe(true);
    expect(sameData(kept, new Profiles(["sp_1"]))).toBe(false);
    const f = () => 1;
    expect(sameData({ f }, { f })).toBe(true);
    expect(sameData({ f }, { f: () => 1 })).toBe(false);
  });
});
