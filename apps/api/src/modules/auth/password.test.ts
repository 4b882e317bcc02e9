import { describe, expect, it } from "vitest";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password";

describe("password hashing", () => {
  it("stores scrypt parameters, salt and hash, and never the password", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain("correct horse battery");
  });

  it("accepts the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash, so the same password hashes differently", async () => {
    const [first, second] = await Promise.all([
      hashPassword("same password"),
      hashPassword("same password"),
    ]);
    expect(first).not.toBe(second);
    expect(await verifyPassword("same password", second)).toBe(true);
  });

  it("treats composed and decomposed accents as the same password", async () => {
    const hash = await hashPassword("caf\u00e9 cr\u00e8me");
    expect(await verifyPassword("cafe\u0301 cre\u0300me", hash)).toBe(true);
  });

  it("never matches a malformed or hostile stored hash", async () => {
    const hash = await hashPassword("secret password");
    const [, , , , salt, key] = hash.split("$");
    expect(await verifyPassword("secret password", "")).toBe(false);
    expect(await verifyPassword("secret password", "secret password")).toBe(false);
    expect(await verifyPassword("secret password", `bcrypt$16384$8$1$${salt}$${key}`)).toBe(false);
    expect(await verifyPassword("secret password", `scrypt$16384$8$1$${salt}$`)).toBe(false);
    expect(await verifyPassword("secret password", `scrypt$x$8$1$${salt}$${key}`)).toBe(false);
    // A cost that would need gigabytes of memory is refused instead of attempted.
    expect(await verifyPassword("secret password", `scrypt$1073741824$8$1$${salt}$${key}`)).toBe(
      false,
    );
  });

  it("answers false for the dummy verification used when an email is unknown", async () => {
    expect(await verifyAgainstDummy("any password")).toBe(false);
  });
});
