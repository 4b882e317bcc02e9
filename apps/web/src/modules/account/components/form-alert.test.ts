import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormAlert } from "./form-field";

const alertOf = (...messages: (string | null)[]) =>
  renderToStaticMarkup(createElement(FormAlert, null, ...messages));

describe("FormAlert", () => {
  it("shows nothing while none of its possible messages applies", () => {
    expect(alertOf(null)).toBe("");
    expect(alertOf(null, null)).toBe("");
  });

  it("shows the message that applies, as an alert", () => {
    expect(alertOf(null, "The discount could not be deleted.")).toMatch(
      /^<p role="alert"[^>]*>The discount could not be deleted\.<\/p>$/,
    );
  });
});
