import { describe, expect, it } from "vitest";
import { checkGroupName } from "./group-name";

describe("checkGroupName", () => {
  it("sends the name without the spaces around it", () => {
    expect(checkGroupName({ name: "  Wholesale " })).toEqual({
      ok: true,
      fields: { name: "Wholesale" },
    });
  });

  it("asks for a name when there is none", () => {
    expect(checkGroupName({ name: "   " })).toEqual({
      ok: false,
      errors: { name: "Enter a name for the group." },
    });
  });
});
