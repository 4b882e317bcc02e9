import { describe, expect, it } from "vitest";
import type { AppDeps } from "../../http/context";
import { invalidateCatalogueCache } from "../../http/response-cache";
import { knownOrReadVariant, knownVariant } from "./known-variants";
import type { SellableVariant } from "./line-items";

// Caches are per app; an object of its own stands for one here.
const newApp = () => ({}) as AppDeps;
const variant = (id: string) => ({ variant: { id } }) as unknown as SellableVariant;

/** A read that answers when told to, counting its calls. */
function heldRead(answer: () => Promise<SellableVariant | undefined>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const read = {
    calls: 0,
    release,
    run: async () => {
      read.calls += 1;
      await held;
      return answer();
    },
  };
  return read;
}

describe("knownOrReadVariant", () => {
  it("reads a variant it does not know once for the adds that wait on it, then knows it", async () => {
    const app = newApp();
    const lamp = variant("variant_lamp");
    const read = heldRead(async () => lamp);
    const waiting = Array.from({ length: 5 }, () =>
      knownOrReadVariant(app, "variant_lamp", null, read.run),
    );
    read.release();
    expect(await Promise.all(waiting)).toEqual(Array(5).fill(lamp));
    expect(read.calls).toBe(1);
    expect(knownVariant(app, "variant_lamp", null)).toBe(lamp);
    // Known now: nothing is read.
    expect(await knownOrReadVariant(app, "variant_lamp", null, read.run)).toBe(lamp);
    expect(read.calls).toBe(1);
    // A customer with prices of their own is another read.
    await knownOrReadVariant(app, "variant_lamp", "cus_1", read.run);
    expect(read.calls).toBe(2);
  });

  it("keeps nothing a catalogue write made stale while it was read, nor a variant not found", async () => {
    const app = newApp();
    const stale = heldRead(async () => variant("variant_vase"));
    const waiting = knownOrReadVariant(app, "variant_vase", null, stale.run);
    invalidateCatalogueCache();
    stale.release();
    await waiting;
    expect(knownVariant(app, "variant_vase", null)).toBeUndefined();

    const missing = heldRead(async () => undefined);
    missing.release();
    expect(await knownOrReadVariant(app, "variant_gone", null, missing.run)).toBeUndefined();
    expect(await knownOrReadVariant(app, "variant_gone", null, missing.run)).toBeUndefined();
    expect(missing.calls).toBe(2);
  });

  it("answers undefined for a read that failed, and reads again next time", async () => {
    const app = newApp();
    const failing = heldRead(async () => {
      throw new Error("connection lost");
    });
    failing.release();
    expect(await knownOrReadVariant(app, "variant_rug", null, failing.run)).toBeUndefined();
    const rug = variant("variant_rug");
    expect(await knownOrReadVariant(app, "variant_rug", null, async () => rug)).toBe(rug);
  });
});
