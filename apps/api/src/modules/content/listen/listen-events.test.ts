import { describe, expect, it } from "vitest";
import type { ContentDocument, ContentTransaction } from "../types";
import { mutationEvents, sseEvent } from "./listen-events";

const doc = (id: string, fields: Record<string, unknown>, rev: string): ContentDocument => ({
  _id: id,
  _type: "banner",
  _rev: rev,
  _createdAt: "2026-01-01T00:00:00Z",
  _updatedAt: "2026-01-01T00:00:00Z",
  ...fields,
});

const transaction: ContentTransaction = {
  transactionId: "tx2",
  timestamp: "2026-01-02T00:00:00.000Z",
  author: "user_1",
  effects: [
    {
      documentId: "a",
      transition: "update",
      previousRev: "tx1",
      resultRev: "tx2",
      previous: doc("a", { live: false }, "tx1"),
      result: doc("a", { live: true }, "tx2"),
    },
    {
      documentId: "b",
      transition: "update",
      previousRev: "tx1",
      resultRev: "tx2",
      previous: doc("b", { live: false }, "tx1"),
      result: doc("b", { live: false, n: 1 }, "tx2"),
    },
    {
      documentId: "drafts.c",
      transition: "disappear",
      previousRev: "tx1",
      resultRev: null,
      previous: doc("drafts.c", { live: true }, "tx1"),
      result: null,
    },
  ],
};

const live = (document: ContentDocument) => Promise.resolve(document.live === true);
const options = {
  includeResult: true,
  includePreviousRevision: false,
  includeMutations: true,
  mendoza: true,
};

describe("mutationEvents", () => {
  it("gives each matching document its transition from the filter before and after", async () => {
    const events = await mutationEvents(transaction, options, () => true, live);
    expect(events.map((event) => [event.documentId, event.transition])).toEqual([
      ["a", "appear"],
      ["drafts.c", "disappear"],
    ]);
    expect(events[0]).toMatchObject({
      eventId: "tx2#a",
      identity: "user_1",
      transactionTotalEvents: 2,
      transactionCurrentEvent: 0,
      result: { live: true },
      effects: { apply: [0, expect.objectContaining({ live: true })] },
    });
    expect(events[1]).not.toHaveProperty("result");
    expect(events[1]!.mutations).toEqual([{ delete: { id: "drafts.c" } }]);
  });

  it("skips documents the listener may not see", async () => {
    const events = await mutationEvents(transaction, options, (id) => !id.includes("."), live);
    expect(events.map((event) => event.documentId)).toEqual(["a"]);
    expect(events[0]!.transactionTotalEvents).toBe(1);
  });
});

describe("sseEvent", () => {
  it("frames one event with its id and one line of JSON", () => {
    expect(sseEvent("mutation", { a: "x\ny" }, "tx#a")).toBe(
      'event: mutation\nid: tx#a\ndata: {"a":"x\\ny"}\n\n',
    );
  });
});
