import { describe, expect, it } from "vitest";
import { checkKeyTitle, keyStatus } from "./api-key-input";

describe("checkKeyTitle", () => {
  it("sends the title without the spaces around it", () => {
    expect(checkKeyTitle({ title: " Web shop  " })).toEqual({
      ok: true,
      fields: { title: "Web shop" },
    });
  });

  it("asks for a title when there is none, and says when it is too long", () => {
    expect(checkKeyTitle({ title: "" })).toEqual({
      ok: false,
      errors: { title: "Enter a title for the key." },
    });
    expect(checkKeyTitle({ title: "k".repeat(501) })).toEqual({
      ok: false,
      errors: { title: "Keep the title to 500 characters or fewer." },
    });
  });
});

describe("keyStatus", () => {
  it("is active until the key is revoked", () => {
    expect(keyStatus({ revoked_at: null })).toBe("Active");
    expect(keyStatus({ revoked_at: "2026-11-27T04:00:00.000Z" })).toBe("Revoked");
  });
});
