import { describe, expect, it } from "vitest";
import { codeFromLabel, emptyReturnReasonDraft, returnReasonFields } from "./return-reason-draft";

describe("return reason draft", () => {
  it("makes the code from the label when none is given", () => {
    expect(codeFromLabel("  Arrived damaged! ")).toBe("arrived_damaged");
    expect(codeFromLabel("Trop petit — échange")).toBe("trop_petit_echange");
    expect(returnReasonFields({ ...emptyReturnReasonDraft, label: "Wrong colour" })).toEqual({
      ok: true,
      fields: { label: "Wrong colour", value: "wrong_colour", description: null },
    });
  });

  it("keeps a given code, a description and the parent", () => {
    expect(
      returnReasonFields({
        label: " Scratched ",
        value: "damaged_scratched",
        description: " On the top ",
        parent_return_reason_id: "rr_1",
      }),
    ).toEqual({
      ok: true,
      fields: {
        label: "Scratched",
        value: "damaged_scratched",
        description: "On the top",
        parent_return_reason_id: "rr_1",
      },
    });
  });

  it("asks for a label, and for a code when the label makes none", () => {
    expect(returnReasonFields(emptyReturnReasonDraft)).toEqual({
      ok: false,
      errors: { label: "Give the reason a label shoppers will read." },
    });
    expect(returnReasonFields({ ...emptyReturnReasonDraft, label: "???" })).toEqual({
      ok: false,
      errors: { value: "Give the reason a code (letters or digits)." },
    });
  });
});
