// runTransaction (db/transaction.ts) on PostgreSQL: `begin` goes with the transaction's first
// statement when the connection has prepared it, the last statements with `commit`, and a
// transaction stays one unit either way. Round trips are counted at node-postgres' Client.query,
// what goes on the wire.
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { openDatabase, rowsOf, type DatabaseHandle } from "../src/db/client";
import { compiledQuery } from "../src/db/compiled-query";
import { executeSqlText, runTransaction, writeAtCommit } from "../src/db/transaction";
import { createScratchDatabase, databaseKinds, postgresUrl } from "./harness";

/** The texts node-postgres clients sent while `sent` is being filled. */
let sent: string[] | undefined;
const clientQuery = pg.Client.prototype.query;

function watchQueries(): void {
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [query] = args as [string | { text: string }];
    sent?.push(typeof query === "string" ? query : query.text);
    return (clientQuery as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
}

/** The texts sent while `run` ran. */
async function roundTrips(run: () => Promise<unknown>): Promise<string[]> {
  sent = [];
  try {
    await run();
    return sent;
  } finally {
    sent = undefined;
  }
}

const nowAndSetting = compiledQuery(
  "test_now_and_setting",
  {
    label: (value: string) => value,
    setting: (value: string) => value,
    at: (value: string) => new Date(value),
  },
  () => sql`select cast(${sql.placeholder("label")} as text) as label,
    current_setting('synchronous_commit') as setting,
    cast(${sql.placeholder("at")} as timestamptz)::text as at`,
);

describe.each(databaseKinds)("runTransaction (%s)", (kind) => {
  let database: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const templates = inject("databaseTemplates");
    if (kind === "postgres") {
      const scratch = await createScratchDatabase(postgresUrl!, templates.postgres!.empty);
      drop = scratch.drop;
      database = await openDatabase({ url: scratch.url, poolSize: 1 });
    } else {
      database = await openDatabase({
        loadDataDir: new Blob([readFileSync(templates.pglite.empty)]),
      });
    }
    await database.db.execute(sql`create table tx_probe (id text primary key, note text)`);
    watchQueries();
  });

  afterAll(async () => {
    pg.Client.prototype.query = clientQuery;
    await database.close();
    await drop?.();
  });

  afterEach(async () => {
    await database.db.execute(sql`delete from tx_probe`);
  });

  const count = async () => {
    const result = await database.db.execute(sql`select count(*)::int as n from tx_probe`);
    return Number(rowsOf<{ n: number }>(result)[0].n);
  };

  it("runs the first prepared statement with begin, and the settings hold for it", async () => {
    const at = "2026-01-02T03:04:05.000Z";
    // The first run prepares the statement on the (only) connection.
    const first = await runTransaction(database.db, (tx) =>
      nowAndSetting.run(tx, { label: "first", at }),
    );
    let second: Awaited<ReturnType<typeof nowAndSetting.run>> = [];
    const texts = await roundTrips(async () => {
      second = await runTransaction(
        database.db,
        async (tx) => {
          const rows = await nowAndSetting.run(tx, { label: "it's second", at });
          writeAtCommit(tx, (param) => `insert into tx_probe values (${param("a")}, null)`);
          return rows;
        },
        { commitWithoutWaiting: true },
      );
    });
    expect(first[0].label).toBe("first");
    expect(second).toHaveLength(1);
    expect(second[0].label).toBe("it's second");
    expect(second[0].at.toISOString()).toBe(at);
    expect(await count()).toBe(1);
    if (kind === "postgres") {
      // Inside the transaction, the setting of `begin` already applied.
      expect(second[0].setting).toBe("off");
      expect(texts).toHaveLength(2);
      expect(texts[0]).toMatch(/^begin; set local synchronous_commit to off; execute test_now/);
      expect(texts[1]).toMatch(/^insert into tx_probe .*; commit$/);
    }
  });

  it("sends begin on its own before a statement the connection has not prepared", async () => {
    const texts = await roundTrips(() =>
      runTransaction(database.db, (tx) =>
        executeSqlText(tx, (param) => `insert into tx_probe values (${param("b")}, 'x')`),
      ),
    );
    expect(await count()).toBe(1);
    if (kind === "postgres") expect(texts).toEqual(["begin", expect.any(String), "commit"]);
  });

  it("sends begin on its own when a value of the first statement has no plain text form", async () => {
    await runTransaction(database.db, (tx) => nowAndSetting.run(tx, { label: "warm", at: null }));
    const at = new Date("2026-03-04T05:06:07.000Z");
    let rows: Awaited<ReturnType<typeof nowAndSetting.run>> = [];
    const texts = await roundTrips(async () => {
      rows = await runTransaction(database.db, (tx) =>
        nowAndSetting.run(tx, { label: "dated", at }),
      );
    });
    expect(rows[0].at.toISOString()).toBe(at.toISOString());
    if (kind === "postgres") expect(texts).toEqual(["begin", expect.any(String), "commit"]);
  });

  it("rolls back everything when a statement after the first fails", async () => {
    await runTransaction(database.db, (tx) => nowAndSetting.run(tx, { label: "warm", at: null }));
    await expect(
      runTransaction(database.db, async (tx) => {
        await nowAndSetting.run(tx, { label: "then", at: null });
        await executeSqlText(tx, (param) => `insert into tx_probe values (${param("c")}, 'x')`);
        await executeSqlText(tx, () => `insert into tx_probe values (null, 'no id')`);
      }),
    ).rejects.toThrow(/insert into tx_probe values \(null/);
    expect(await count()).toBe(0);
    // The connection is usable again, with no transaction left open on it.
    await runTransaction(database.db, (tx) =>
      executeSqlText(tx, (param) => `insert into tx_probe values (${param("d")}, 'x')`),
    );
    expect(await count()).toBe(1);
  });

  it("rolls back when the statement sent with begin fails", async () => {
    await expect(
      runTransaction(database.db, async (tx) => {
        await nowAndSetting.run(tx, { label: "x", at: "not a time" });
      }),
    ).rejects.toThrow(/timestamp|time zone|invalid input/i);
    const after = await runTransaction(database.db, (tx) =>
      nowAndSetting.run(tx, { label: "after", at: null }),
    );
    expect(after[0].label).toBe("after");
  });

  it("sends nothing for a transaction that ran no statement, and begins at commit for one that writes there", async () => {
    const nothing = await roundTrips(() => runTransaction(database.db, async () => 7));
    const onlyLast = await roundTrips(() =>
      runTransaction(database.db, async () => "e", {
        last: (id) => (param) => `insert into tx_probe values (${param(id)}, null)`,
      }),
    );
    expect(await count()).toBe(1);
    if (kind === "postgres") {
      expect(nothing).toEqual([]);
      expect(onlyLast).toHaveLength(1);
      expect(onlyLast[0]).toMatch(/^begin; insert into tx_probe .*; commit$/);
    }
  });

  it("does not begin a work that throws before its first statement", async () => {
    const texts = await roundTrips(() =>
      runTransaction(database.db, async () => {
        throw new Error("refused");
      }).catch((error: Error) => error.message),
    );
    if (kind === "postgres") expect(texts).toEqual([]);
    await runTransaction(database.db, (tx) =>
      executeSqlText(tx, (param) => `insert into tx_probe values (${param("f")}, 'x')`),
    );
    expect(await count()).toBe(1);
  });
});
