import { describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { catalogueLookup, invalidateCatalogueCache } from "./response-cache";
import { isDeepStrictEqual } from "node:util";

// Only the object's identity matters to the lookup (its per-database namespace).
const db = {} as Database;

/** A load that resolves when told, counting how often it ran. */
function controlledLoad() {
  let runs = 0;
  let release: (value: string) => void = () => undefined;
  return {
    runs: () => runs,
    release: (value: string) => release(value),
    load: () => {
      runs += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    },
  };
}

describe("catalogueLookup", () => {
  it("runs one load for callers that miss at once when shared, and keeps its value", async () => {
    const lookup = catalogueLookup<string>();
    const { load, runs, release } = controlledLoad();
    const answers = Promise.all(
      [1, 2, 3].map(() => lookup(db, "region:1", load, { shared: true })),
    );
    release("EU");
    expect(await answers).toEqual(["EU", "EU", "EU"]);
    expect(runs()).toBe(1);
    expect(await lookup(db, "region:1", load, { shared: true })).toBe("EU");
    expect(runs()).toBe(1);
  });

  it("runs a load per caller when not shared (a load inside a transaction)", async () => {
    const lookup = catalogueLookup<string>();
    let runs = 0;
    const load = async () => `run ${(runs += 1)}`;
    const answers = await Promise.all([1, 2].map(() => lookup(db, "profiles", load)));
    expect(answers.sort()).toEqual(["run 1", "run 2"]);
  });

  it("does not join a load that started before a catalogue write, nor keep its value", async () => {
    const lookup = catalogueLookup<string>();
    const before = controlledLoad();
    const stale = lookup(db, "region:2", before.load, { shared: true });
    await invalidateCatalogueCache();
    const after = controlledLoad();
    const fresh = lookup(db, "region:2", after.load, { shared: true });
    before.release("old");
    after.release("new");
    expect(await stale).toBe("old");
    expect(await fresh).toBe("new");
    expect(before.runs() + after.runs()).toBe(2);
    // The value read before the write was not kept; the one after it was.
    expect(await lookup(db, "region:2", async () => "again", { shared: true })).toBe("new");
  });

  it("answers the object it holds when a reload brings the same data, with `same`", async () => {
    const lookup = catalogueLookup<{ name: string; rates: number[] }>(isDeepStrictEqual);
    const first = await lookup(db, "region:3", async () => ({ name: "EU", rates: [20] }));
    // A catalogue write drops the kept value, as its lifetime's end does: the next call reloads.
    await invalidateCatalogueCache();
    const reloaded = await lookup(db, "region:3", async () => ({ name: "EU", rates: [20] }));
    expect(reloaded).toBe(first);
    await invalidateCatalogueCache();
    const changed = await lookup(db, "region:3", async () => ({ name: "EU", rates: [21] }));
    expect(changed).not.toBe(first);
    expect(changed.rates).toEqual([21]);
    // Without `same`, every reload answers its own copy.
    const plain = catalogueLookup<{ name: string }>();
    const one = await plain(db, "region:4", async () => ({ name: "EU" }));
    await invalidateCatalogueCache();
    expect(await plain(db, "region:4", async () => ({ name: "EU" }))).not.toBe(one);
  });
});
