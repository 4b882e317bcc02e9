// docs/adr/0006: the session hint the shop keeps instead of asking the API who is signed in.
import { describe, expect, it } from "vitest";
import {
  hasEnded,
  parseSessionHint,
  sessionEnd,
  withHolder,
  withoutHolder,
  type SessionHint,
} from "./session-hint";

const END = "2030-01-01T12:00:00.000Z";
const customerOnly: SessionHint = { expiresAt: END, customer: true, staff: false };

describe("the session hint", () => {
  it("reads back what was written and refuses anything else", () => {
    expect(parseSessionHint(JSON.stringify(customerOnly))).toEqual(customerOnly);
    expect(parseSessionHint(null)).toBeNull();
    expect(parseSessionHint("not json")).toBeNull();
    expect(
      parseSessionHint(JSON.stringify({ expiresAt: "soon", customer: true, staff: false })),
    ).toBeNull();
    expect(parseSessionHint(JSON.stringify({ expiresAt: END, customer: "yes" }))).toBeNull();
  });

  it("has ended once its end is reached, never when the end is unknown", () => {
    const end = Date.parse(END);
    expect(sessionEnd(customerOnly)).toBe(end);
    expect(hasEnded(customerOnly, end - 1)).toBe(false);
    expect(hasEnded(customerOnly, end)).toBe(true);
    expect(hasEnded({ ...customerOnly, expiresAt: null }, end)).toBe(false);
  });

  it("keeps both holders of one session under the newest end", () => {
    const later = "2030-01-01T20:00:00.000Z";
    expect(withHolder(null, "customer", END)).toEqual(customerOnly);
    expect(withHolder(customerOnly, "staff", later)).toEqual({
      expiresAt: later,
      customer: true,
      staff: true,
    });
  });

  it("drops a holder on sign-out, and the hint with the last one", () => {
    const both = withHolder(customerOnly, "staff", END);
    expect(withoutHolder(both, "customer")).toEqual({
      expiresAt: END,
      customer: false,
      staff: true,
    });
    expect(withoutHolder(customerOnly, "customer")).toBeNull();
    expect(withoutHolder(null, "staff")).toBeNull();
  });
});
