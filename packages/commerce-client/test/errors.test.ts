// Spec §8: every failure is one of five typed kinds, carrying the server's message.
import { afterEach, describe, expect, it } from "vitest";
import {
  CommerceApiError,
  CommerceAuthenticationError,
  CommerceConnectionError,
  CommerceError,
  CommerceInvalidRequestError,
  CommercePermissionError,
  createCommerceClient,
  isCommerceError,
} from "../src";
import {
  drop,
  json,
  scripted,
  startServer,
  type Reply,
  type TestServer,
} from "./support/test-server";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function failureOf(reply: Reply): Promise<unknown> {
  server = await startServer(scripted([reply]));
  const client = createCommerceClient({ baseUrl: server.url });
  return client.store.customers.retrieve().then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe("error kinds", () => {
  it("reports a plain-text 401 as an authentication error with that text", async () => {
    const error = await failureOf({ status: 401, text: "Unauthorized" });
    expect(error).toBeInstanceOf(CommerceAuthenticationError);
    expect(error).toMatchObject({ status: 401, message: "Unauthorized", body: "Unauthorized" });
  });

  it("reports a 403 as a permission error", async () => {
    const error = await failureOf(json(403, { type: "not_allowed", message: "Staff only" }));
    expect(error).toBeInstanceOf(CommercePermissionError);
    expect(error).toMatchObject({ status: 403, type: "not_allowed", message: "Staff only" });
  });

  it("reports a 422 duplicate as an invalid request with the server's code", async () => {
    const error = await failureOf(
      json(422, {
        type: "duplicate_error",
        code: "invalid_request_error",
        message: "A customer with the given email already has an account. Log in instead",
      }),
    );
    expect(error).toBeInstanceOf(CommerceInvalidRequestError);
    expect(error).toMatchObject({ status: 422, code: "invalid_request_error" });
  });

  it("reads the message of cart completion's 409 from its errors list", async () => {
    const error = await failureOf(
      json(409, {
        errors: [
          {
            message: "Variant is out of stock",
            type: "not_allowed",
            code: "insufficient_inventory",
          },
        ],
      }),
    );
    expect(error).toBeInstanceOf(CommerceApiError);
    expect(error).toMatchObject({
      message: "Variant is out of stock",
      type: "not_allowed",
      code: "insufficient_inventory",
    });
  });

  it("falls back to a readable message when the body says nothing", async () => {
    const error = await failureOf({ status: 500 });
    expect(error).toBeInstanceOf(CommerceApiError);
    expect(error).toMatchObject({
      status: 500,
      message: "GET /store/customers/me failed with status 500",
      body: undefined,
    });
  });

  it("reports a dropped connection as a connection error when retries are off", async () => {
    const error = await failureOf(drop);
    expect(error).toBeInstanceOf(CommerceConnectionError);
    expect((error as CommerceConnectionError).cause).toBeInstanceOf(Error);
  });

  it("makes every kind a CommerceError that isCommerceError recognises", async () => {
    const error = await failureOf(json(400, { type: "invalid_data", message: "Bad" }));
    expect(error).toBeInstanceOf(CommerceError);
    expect(error).toBeInstanceOf(Error);
    expect(isCommerceError(error)).toBe(true);
    expect(isCommerceError(new Error("other"))).toBe(false);
    expect((error as Error).name).toBe("CommerceInvalidRequestError");
  });
});
