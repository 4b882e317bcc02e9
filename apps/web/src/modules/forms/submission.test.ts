import { describe, expect, it } from "vitest";
import { FORM_ERROR_FALLBACK, formAction, formFields, submissionErrorMessage } from "./submission";

describe("formAction", () => {
  it("joins the endpoint and the encoded form id", () => {
    expect(formAction("http://api.test/forms/", "contact")).toBe("http://api.test/forms/contact");
    expect(formAction("http://api.test/forms", "a b/c")).toBe("http://api.test/forms/a%20b%2Fc");
  });
});

describe("formFields", () => {
  it("keeps one value per name, lists repeated names and drops the redirect field", () => {
    expect(
      formFields([
        ["name", "Ada"],
        ["_redirect", "/thank-you"],
        ["topic", "a"],
        ["topic", "b"],
        ["topic", "c"],
      ]),
    ).toEqual({ name: "Ada", topic: ["a", "b", "c"] });
  });
});

describe("submissionErrorMessage", () => {
  it("reads the service's message in its usual shapes", () => {
    expect(submissionErrorMessage(400, { message: "email is required" })).toBe("email is required");
    expect(submissionErrorMessage(400, { error: { description: "bad form" } })).toBe("bad form");
    expect(submissionErrorMessage(400, { error: "nope" })).toBe("nope");
  });
  it("falls back to a readable sentence", () => {
    expect(submissionErrorMessage(500, null)).toBe(FORM_ERROR_FALLBACK);
    expect(submissionErrorMessage(429, {})).toMatch(/wait a minute/);
  });
});
