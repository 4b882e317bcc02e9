import { afterEach, describe, expect, it } from "vitest";
import { uuidV4 } from "./uuid";

const v4Pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const originalRandomUUID = Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(crypto),
  "randomUUID",
);

describe("uuidV4", () => {
  afterEach(() => {
    delete (crypto as { randomUUID?: unknown }).randomUUID;
  });

  it("makes distinct version 4 ids where randomUUID is missing (plain-http origins)", () => {
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    const ids = new Set(Array.from({ length: 50 }, () => uuidV4()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(v4Pattern);
  });

  it("uses randomUUID where the platform has it", () => {
    expect(originalRandomUUID).toBeDefined();
    expect(uuidV4()).toMatch(v4Pattern);
  });
});
