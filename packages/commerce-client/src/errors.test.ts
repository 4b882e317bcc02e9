import { describe, expect, it } from "vitest";
import {
  CommerceApiError,
  CommerceAuthenticationError,
  CommerceInvalidRequestError,
  CommercePermissionError,
  errorFromResponse,
} from "./errors";

const request = { method: "POST", path: "/store/carts" };

describe("errorFromResponse", () => {
  it.each([
    [400, CommerceInvalidRequestError],
    [404, CommerceInvalidRequestError],
    [422, CommerceInvalidRequestError],
    [429, CommerceInvalidRequestError],
    [401, CommerceAuthenticationError],
    [403, CommercePermissionError],
    [409, CommerceApiError],
    [500, CommerceApiError],
    [503, CommerceApiError],
    [302, CommerceApiError],
  ])("maps status %i to its error kind", (status, kind) => {
    expect(errorFromResponse(status, undefined, request)).toBeInstanceOf(kind);
  });

  it("takes message, type and code from the Medusa error body", () => {
    const body = { type: "not_allowed", code: "insufficient_inventory", message: "Out of stock" };
    expect(errorFromResponse(400, body, request)).toMatchObject({
      status: 400,
      body,
      ...body,
    });
  });

  it("takes the plain-text body as the message", () => {
    expect(errorFromResponse(404, "Cannot GET /store/nowhere", request).message).toBe(
      "Cannot GET /store/nowhere",
    );
  });

  it("takes the first of a list of error strings", () => {
    const body = { errors: ["Sales channel sc_2 is not in scope"] };
    expect(errorFromResponse(400, body, request).message).toBe(
      "Sales channel sc_2 is not in scope",
    );
  });

  it("prefers the top-level message of a multiple-errors body", () => {
    const body = { errors: ["a", "b"], message: "Provided request body contains errors." };
    expect(errorFromResponse(400, body, request).message).toBe(
      "Provided request body contains errors.",
    );
  });

  it("names the call and status when the body says nothing", () => {
    expect(errorFromResponse(502, "  ", request).message).toBe(
      "POST /store/carts failed with status 502",
    );
  });
});
