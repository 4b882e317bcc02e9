import type { Context } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MedusaError } from "./errors";
import { parseQuery } from "./validation";

const schema = z.strictObject({
  limit: z.coerce.number().int().max(100).default(20),
  tags: z.array(z.string()).optional(),
});
const request = (url: string) => ({ req: { url } }) as Context;

describe("parseQuery", () => {
  it("parses a query string it has seen before once, and hands out that parse frozen", () => {
    const first = parseQuery(request("http://shop.test/store/things?limit=5&tags[]=a,b"), schema);
    expect(first).toEqual({ limit: 5, tags: ["a", "b"] });
    const again = parseQuery(request("http://api.test/elsewhere?limit=5&tags[]=a,b"), schema);
    expect(again).toBe(first);
    expect(Object.isFrozen(again)).toBe(true);
    expect(Object.isFrozen(again.tags)).toBe(true);
    // A handler cannot change what the next request with the same query reads.
    expect(() => again.tags?.push("c")).toThrow(TypeError);
    expect(parseQuery(request("http://shop.test/?limit=5&tags[]=a,b"), schema).tags).toEqual([
      "a",
      "b",
    ]);
  });

  it("parses each schema's queries on their own, and a different text anew", () => {
    const other = z.object({ limit: z.coerce.number() });
    const mine = parseQuery(request("http://shop.test/?limit=7"), schema);
    expect(parseQuery(request("http://shop.test/?limit=7"), other)).not.toBe(mine);
    expect(parseQuery(request("http://shop.test/?limit=8"), schema)).toEqual({ limit: 8 });
    expect(parseQuery(request("http://shop.test/"), schema)).toEqual({ limit: 20 });
  });

  it("refuses an invalid query every time it is sent", () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(() => parseQuery(request("http://shop.test/?limit=500"), schema)).toThrow(MedusaError);
    }
  });
});
