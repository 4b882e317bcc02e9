import {
  CommerceApiError,
  CommerceAuthenticationError,
  CommerceConnectionError,
  CommerceInvalidRequestError,
} from "@atelier/commerce-client";
import { describe, expect, it } from "vitest";
import { errorMessage, isUnauthorized } from "./error-message";

describe("errorMessage", () => {
  it("shows the API's own message", () => {
    const declined = new CommerceInvalidRequestError({
      message: "Your card was declined.",
      status: 400,
    });
    expect(errorMessage(declined)).toBe("Your card was declined.");
  });

  it("does not show bare status replies", () => {
    const error = new CommerceAuthenticationError({ message: "Unauthorized", status: 401 });
    expect(errorMessage(error, "Sign in failed.")).toBe("Sign in failed.");
    expect(isUnauthorized(error)).toBe(true);
    const generic = new CommerceApiError({
      message: "POST /x failed with status 502",
      status: 502,
    });
    expect(errorMessage(generic)).toBe("Something went wrong. Please try again.");
  });

  it("says when the shop cannot be reached", () => {
    expect(errorMessage(new CommerceConnectionError({ message: "fetch failed" }))).toMatch(
      /couldn't reach the shop/,
    );
  });
});
