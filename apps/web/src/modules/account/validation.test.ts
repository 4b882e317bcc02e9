import { describe, expect, it } from "vitest";
import {
  collectErrors,
  emailError,
  hasErrors,
  newPasswordError,
  requiredError,
} from "./validation";

describe("account field rules", () => {
  it("asks for an email, then for a well-formed one", () => {
    expect(emailError("  ")).toBe("Email is required.");
    expect(emailError("ada@example")).toBe("Enter a valid email address.");
    expect(emailError("ada lovelace@example.com")).toBe("Enter a valid email address.");
    expect(emailError(" ada@example.com ")).toBeUndefined();
  });

  it("refuses a new password shorter than eight characters", () => {
    expect(newPasswordError("")).toBe("Password is required.");
    expect(newPasswordError("1234567")).toBe("Password must be at least 8 characters.");
    expect(newPasswordError("12345678")).toBeUndefined();
  });

  it("names the missing field", () => {
    expect(requiredError(" ", "First name")).toBe("First name is required.");
    expect(requiredError("Ada", "First name")).toBeUndefined();
  });

  it("keeps only the fields that failed", () => {
    const errors = collectErrors({ email: emailError("x"), password: undefined });
    expect(errors).toEqual({ email: "Enter a valid email address." });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(collectErrors({ email: undefined }))).toBe(false);
  });
});
