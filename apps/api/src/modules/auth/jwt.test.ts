import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signJwt, verifyJwt } from "./jwt";
import { readStoreToken, signStoreToken } from "./store-token";

const secret = "test-secret";
const now = 1_700_000_000;

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

describe("HS256 JWT", () => {
  it("round-trips a payload signed with the secret", () => {
    const token = signJwt({ customer_id: "cus_1", exp: now + 60 }, secret);
    expect(token.split(".")).toHaveLength(3);
    expect(verifyJwt(token, secret, now)).toEqual({ customer_id: "cus_1", exp: now + 60 });
  });

  it("matches the standard HS256 encoding, so other JWT libraries can read it", () => {
    const token = signJwt({ sub: "1" }, secret);
    const [header, payload, signature] = token.split(".");
    expect(JSON.parse(Buffer.from(header, "base64url").toString())).toEqual({
      alg: "HS256",
      typ: "JWT",
    });
    const expected = createHmac("sha256", secret)
      .update(`${header}.${payload}`)
      .digest("base64url");
    expect(signature).toBe(expected);
  });

  it("refuses a token signed with another secret", () => {
    expect(verifyJwt(signJwt({ a: 1 }, "other-secret"), secret, now)).toBeUndefined();
  });

  it("refuses a token whose payload was changed", () => {
    const [header, , signature] = signJwt({ customer_id: "cus_1" }, secret).split(".");
    expect(
      verifyJwt(`${header}.${encode({ customer_id: "cus_2" })}.${signature}`, secret, now),
    ).toBeUndefined();
  });

  it("refuses an expired token, and one whose expiry is not a number", () => {
    expect(verifyJwt(signJwt({ exp: now }, secret), secret, now)).toBeUndefined();
    expect(verifyJwt(signJwt({ exp: now - 1 }, secret), secret, now)).toBeUndefined();
    expect(verifyJwt(signJwt({ exp: `${now + 60}` }, secret), secret, now)).toBeUndefined();
  });

  it('refuses the "none" algorithm and malformed tokens', () => {
    const unsigned = `${encode({ alg: "none", typ: "JWT" })}.${encode({ customer_id: "cus_1" })}.`;
    expect(verifyJwt(unsigned, secret, now)).toBeUndefined();
    expect(verifyJwt("", secret, now)).toBeUndefined();
    expect(verifyJwt("a.b", secret, now)).toBeUndefined();
    expect(verifyJwt("not.a.token", secret, now)).toBeUndefined();
    expect(verifyJwt("a.b.c.d", secret, now)).toBeUndefined();
  });
});

describe("store bearer token", () => {
  it("carries the customer, the store domain and a 30-day expiry", () => {
    const token = signStoreToken("cus_1", secret, now);
    expect(verifyJwt(token, secret, now)).toEqual({
      customer_id: "cus_1",
      domain: "store",
      iat: now,
      exp: now + 30 * 24 * 60 * 60,
    });
    expect(readStoreToken(token, secret, now)).toBe("cus_1");
  });

  it("is no longer accepted after 30 days", () => {
    const token = signStoreToken("cus_1", secret, now);
    expect(readStoreToken(token, secret, now + 30 * 24 * 60 * 60 - 1)).toBe("cus_1");
    expect(readStoreToken(token, secret, now + 30 * 24 * 60 * 60)).toBeUndefined();
  });

  it("does not accept an admin token or one without a customer", () => {
    const exp = now + 60;
    expect(
      readStoreToken(signJwt({ user_id: "usr_1", domain: "admin", exp }, secret), secret, now),
    ).toBeUndefined();
    expect(
      readStoreToken(signJwt({ customer_id: "cus_1", domain: "admin", exp }, secret), secret, now),
    ).toBeUndefined();
    expect(readStoreToken(signJwt({ domain: "store", exp }, secret), secret, now)).toBeUndefined();
    expect(
      readStoreToken(signJwt({ customer_id: "cus_1", domain: "store" }, secret), secret, now),
    ).toBeUndefined();
  });
});
