// The content store's transactions: the logged effects, listeners, serialised concurrent writes,
// and (on PostgreSQL) a second API process that hears about a mutation through NOTIFY.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client";
import { contentTransactions } from "../src/db/schema";
import type { AppDeps } from "../src/http/context";
import { contentStoreFor } from "../src/modules/content/store";
import type { ContentTransaction } from "../src/modules/content/types";
import { contentClient } from "./fixtures/content";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

const MUTATE = "/content/v2022-03-13/data/mutate/production?returnIds=true&returnDocuments=true";

describe.each(databaseKinds)("content mutations (%s)", (kind) => {
  let api: TestApi;
  let staff: SignedInStaff;

  beforeAll(async () => {
    api = await startTestApi(kind, { seed: false });
    staff = await signInStaff(api);
  });

  afterAll(async () => {
    await api?.close();
  });

  it("logs each transaction with its effects and tells the listeners", async () => {
    const store = await contentStoreFor(api.deps);
    const heard: ContentTransaction[] = [];
    const stop = store.onTransaction((transaction) => heard.push(transaction));

    const created = await staff.request(MUTATE, {
      method: "POST",
      json: {
        transactionId: "tx-create-1",
        mutations: [{ create: { _id: "doc-1", _type: "note", n: 1 } }],
      },
    });
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({
      transactionId: "tx-create-1",
      results: [
        { id: "doc-1", operation: "create", document: { _id: "doc-1", _rev: "tx-create-1", n: 1 } },
      ],
    });
    const updated = await staff.request(MUTATE, {
      method: "POST",
      json: {
        transactionId: "tx-update-1",
        mutations: [{ patch: { id: "doc-1", inc: { n: 1 } } }, { delete: { id: "doc-missing" } }],
      },
    });
    expect(updated.status).toBe(200);
    await staff.request(MUTATE, {
      method: "POST",
      json: { transactionId: "tx-delete-1", mutations: [{ delete: { id: "doc-1" } }] },
    });
    stop();

    expect(heard.map((t) => t.transactionId)).toEqual([
      "tx-create-1",
      "tx-update-1",
      "tx-delete-1",
    ]);
    expect(heard[0].author).toBe(staff.userId);
    expect(
      heard.map((t) =>
        t.effects.map((e) => [e.documentId, e.transition, e.previousRev, e.resultRev]),
      ),
    ).toEqual([
      [["doc-1", "appear", null, "tx-create-1"]],
      [["doc-1", "update", "tx-create-1", "tx-update-1"]],
      [["doc-1", "disappear", "tx-update-1", null]],
    ]);
    expect(heard[1].effects[0].result).toMatchObject({ n: 2 });
    expect(heard[2].effects[0].previous).toMatchObject({ n: 2 });

    const [row] = await api.deps.db
      .select()
      .from(contentTransactions)
      .where(eq(contentTransactions.id, "tx-update-1"));
    expect(row.document_ids).toEqual(["doc-1"]);
    expect(row.author).toBe(staff.userId);
    expect(row.effects).toMatchObject([
      { documentId: "doc-1", transition: "update", result: { n: 2 } },
    ]);
  });

  it("serialises concurrent mutations so that no increment is lost", async () => {
    await staff.request(MUTATE, {
      method: "POST",
      json: { mutations: [{ createOrReplace: { _id: "counter", _type: "counter", n: 0 } }] },
    });
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        staff.request(MUTATE, {
          method: "POST",
          json: { mutations: [{ patch: { id: "counter", inc: { n: 1 } } }] },
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(12).fill(200));
    const store = await contentStoreFor(api.deps);
    expect(store.getDocuments(["counter"])[0]).toMatchObject({ n: 12 });
  });

  it("rejects a reused transaction id and a dry run leaves no log", async () => {
    const body = { transactionId: "tx-once", mutations: [{ create: { _type: "note" } }] };
    expect((await staff.request(MUTATE, { method: "POST", json: body })).status).toBe(200);
    const again = await staff.request(MUTATE, { method: "POST", json: body });
    expect(again.status).toBe(409);
    const dry = await staff.request(`${MUTATE}&dryRun=true`, {
      method: "POST",
      json: { transactionId: "tx-dry", mutations: [{ create: { _type: "note" } }] },
    });
    expect(dry.status).toBe(200);
    const rows = await api.deps.db
      .select()
      .from(contentTransactions)
      .where(eq(contentTransactions.id, "tx-dry"));
    expect(rows).toEqual([]);
  });

  it("answers malformed mutate bodies with 400 and a message", async () => {
    for (const json of [
      {},
      { mutations: [{}] },
      { mutations: [{ frobnicate: {} }] },
      { mutations: [{ patch: { set: { a: 1 } } }] },
    ]) {
      const response = await staff.request(MUTATE, { method: "POST", json });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { description: string } };
      expect(body.error.description.length).toBeGreaterThan(10);
    }
    const notJson = await staff.request(MUTATE, {
      method: "POST",
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
  });

  it.runIf(kind === "postgres")(
    "shows a mutation made in one API process to another through NOTIFY",
    async () => {
      const database = await openDatabase({ url: api.deps.config.databaseUrl, poolSize: 4 });
      const other: AppDeps = { db: database.db, database, config: { ...api.deps.config } };
      const otherStore = await contentStoreFor(other);
      try {
        const heard = new Promise<ContentTransaction>((resolve) => {
          otherStore.onTransaction((transaction) => {
            if (transaction.transactionId === "tx-cross") resolve(transaction);
          });
        });
        const client = contentClient(api, { token: staff.token });
        await client.mutate(
          [{ createOrReplace: { _id: "cross-doc", _type: "note", title: "From process one" } }],
          {
            transactionId: "tx-cross",
          },
        );
        const transaction = await heard;
        expect(transaction.effects[0]).toMatchObject({
          documentId: "cross-doc",
          transition: "appear",
        });
        expect(
          await otherStore.query(
            `*[_type == "note" && _id == $id][0].title`,
            { id: "cross-doc" },
            "published",
          ),
        ).toBe("From process one");
        // And back: a write through the second process reaches the first.
        await otherStore.mutate([
          { patch: { id: "cross-doc", set: { title: "From process two" } } },
        ]);
        await expect
          .poll(() => client.fetch(`*[_id == "cross-doc"][0].title`), { timeout: 5000 })
          .toBe("From process two");
      } finally {
        await otherStore.close();
        await database.close();
      }
    },
  );
});
