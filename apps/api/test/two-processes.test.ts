// Two real API processes on one PostgreSQL database (issue 16, docs/processes.md): what one
// process is told, the other knows — a sign-in, failed sign-ins, a price and a stock change, a
// content change, an idempotent request — and a SIGKILL of one under checkout load loses no
// acknowledged order and leaves no cart half-completed. PostgreSQL only: PGlite serves one process.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { get } from "node:http";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { openDatabase, type DatabaseHandle } from "../src/db/client";
import type { AppDeps } from "../src/http/context";
import { CATALOGUE_CACHE_TTL_MS } from "../src/http/response-cache";
import { MAX_FAILED_SIGN_INS_PER_EMAIL } from "../src/modules/auth/constants";
import { seedDemoData, type SeedSummary } from "../src/seed";
import { checkoutCalls, insertCheckoutShop, type CheckoutShop } from "./fixtures/checkout";
import { contentClient } from "./fixtures/content";
import { adminMedusa, storeMedusa } from "./fixtures/medusa-js";
import { signInStaff, type SignedInStaff } from "./fixtures/staff";
import { createScratchDatabase, postgresUrl, requestAt, type TestApi } from "./harness";

const apiDir = path.resolve(import.meta.dirname, "..");

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it holds, failing at `deadline` (a Date.now() value). */
async function until(check: () => Promise<boolean>, deadline: number, what: string) {
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`not within the bound: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface ApiProcess extends TestApi {
  child: ChildProcess;
}

/** `src/main.ts` in a process of its own (through tsx: the suites run before the build). */
async function startProcess(
  databaseUrl: string,
  deps: AppDeps,
  seed: SeedSummary,
  dataDir: string,
  workers = 1,
): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      API_WORKERS: String(workers),
      API_PORT: String(port),
      API_HOST: "127.0.0.1",
      API_PUBLIC_URL: url,
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`the API process exited (${code})`))),
  );
  exited.catch(() => undefined);
  // The primary says when every worker listens; /health answers as soon as the first one does, and
  // a test that kills a worker must not kill the only one listening.
  let output = "";
  const allListening = new Promise<void>((resolve) => {
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
      if (/listening on .*\(postgres, \d+ processes\)/.test(output)) resolve();
    });
  });
  if (workers > 1) await Promise.race([allListening, exited]);
  for (;;) {
    const up = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 200)), exited]);
  }
  return {
    url,
    deps,
    seed,
    child,
    request: requestAt(url),
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await gone;
    },
  };
}

/** The ids of a process's children (Linux). */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .split(" ")
    .filter(Boolean)
    .map(Number);
}

/** CPU time a process has used, in clock ticks (user + system). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/** A GET on a connection of its own, so the primary hands each to the next worker. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    }).on("error", reject);
  });
}

describe.skipIf(!postgresUrl)("two API processes on one PostgreSQL database", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: DatabaseHandle;
  let dataDir: string;
  let one: ApiProcess;
  let two: ApiProcess;
  let shop: CheckoutShop;
  let sql: pg.Client;

  beforeAll(async () => {
    scratch = await createScratchDatabase(postgresUrl!);
    database = await openDatabase({ url: scratch.url, poolSize: 4 });
    await database.migrate();
    const deps: AppDeps = {
      db: database.db,
      database,
      config: { ...loadConfig({}), databaseUrl: scratch.url },
    };
    const seed = await seedDemoData(deps, { images: false });
    dataDir = mkdtempSync(path.join(os.tmpdir(), "atelier-two-processes-"));
    [one, two] = await Promise.all([
      startProcess(scratch.url, deps, seed, dataDir),
      startProcess(scratch.url, deps, seed, dataDir),
    ]);
    shop = await insertCheckoutShop(one);
    sql = new pg.Client({ connectionString: scratch.url });
    await sql.connect();
  }, 180_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all([one?.close(), two?.close()]);
    await database?.close();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("knows a customer signed in through the other process, by cookie and by token", async () => {
    const email = `both.${Date.now()}@example.com`;
    const password = "a long enough password";
    const registered = await one.request("/store/customers", {
      method: "POST",
      json: { email, password, first_name: "Bo", last_name: "Th" },
    });
    expect(registered.status).toBe(200);

    const signedIn = await one.request("/store/auth", {
      method: "POST",
      json: { email, password },
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get("set-cookie")!.split(";")[0];
    const bySession = await two.request("/store/auth", { headers: { cookie } });
    expect(bySession.status).toBe(200);
    expect(((await bySession.json()) as { customer: { email: string } }).customer.email).toBe(
      email,
    );

    const token = await one.request("/store/auth/token", {
      method: "POST",
      json: { email, password },
    });
    const { access_token } = (await token.json()) as { access_token: string };
    const byToken = await two.request("/store/auth", {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(byToken.status).toBe(200);

    // Signing out through the second ends the session for the first too.
    expect(
      (await two.request("/store/auth", { method: "DELETE", headers: { cookie } })).status,
    ).toBe(200);
    expect((await one.request("/store/auth", { headers: { cookie } })).status).toBe(401);
  });

  it("counts failed sign-ins made through both processes against one limit", async () => {
    const email = `limited.${Date.now()}@example.com`;
    const password = "a long enough password";
    await one.request("/store/customers", {
      method: "POST",
      json: { email, password, first_name: "Li", last_name: "Mit" },
    });
    const attempt = (process: ApiProcess, tried: string) =>
      process.request("/store/auth", {
        method: "POST",
        json: { email, password: tried },
        headers: { "x-forwarded-for": "198.51.100.7" },
      });
    for (let index = 0; index < MAX_FAILED_SIGN_INS_PER_EMAIL; index += 1) {
      expect((await attempt(index % 2 === 0 ? one : two, "wrong password")).status).toBe(401);
    }
    // Neither process alone saw the limit, together they did: even the right password waits.
    expect((await attempt(one, password)).status).toBe(429);
    expect((await attempt(two, password)).status).toBe(429);
  });

  it("serves a price and a stock change made through one process from the other's cache within the bound", async () => {
    const key = one.seed!.publishableApiKey;
    const shopper = storeMedusa(two, { publishableApiKey: key });
    const staff = await adminMedusa(one);
    const { products } = await shopper.products.list({ limit: 1, offset: 5 });
    const [product] = products;
    const [variant] = product.variants;
    type Shown = {
      prices: { currency_code: string; amount: number }[];
      inventory_quantity: number;
    };
    const shown = async () => {
      const response = await two.request(`/store/products/${product.id}`, {
        headers: { "x-publishable-api-key": key },
      });
      const body = (await response.json()) as { product: { variants: (Shown & { id: string })[] } };
      return body.product.variants.find((candidate) => candidate.id === variant.id)!;
    };

    // The second process caches the product now: its copy would live until `cachedAt` + lifetime.
    const cachedAt = Date.now();
    const before = await shown();
    const price = before.prices.find((p) => p.currency_code === "usd")!.amount + 111;
    const stock = before.inventory_quantity + 7;
    await staff.admin.products.updateVariant(product.id, variant.id, {
      prices: [{ currency_code: "usd", amount: price }],
      inventory_quantity: stock,
    });
    // Seen before the cached copy's lifetime ended, so the notification dropped it.
    await until(
      async () => {
        const now = await shown();
        return (
          now.inventory_quantity === stock &&
          now.prices.some((p) => p.currency_code === "usd" && p.amount === price)
        );
      },
      cachedAt + CATALOGUE_CACHE_TTL_MS - 200,
      "the new price and stock in the other process",
    );
  });

  it("tells content listeners on both processes about a change made through one", async () => {
    const staff: SignedInStaff = await signInStaff(one);
    type Heard = { type: string; documentId?: string };
    const listen = (process: ApiProcess) => {
      const heard: Heard[] = [];
      const subscription = contentClient(process)
        .listen('*[_type == "notice"]', {}, { events: ["welcome", "mutation"] })
        .subscribe({ next: (event) => heard.push(event as Heard) });
      return { heard, stop: () => subscription.unsubscribe() };
    };
    const listeners = [listen(one), listen(two)];
    try {
      const deadline = Date.now() + 30_000;
      for (const listener of listeners) {
        await until(
          async () => listener.heard.some((event) => event.type === "welcome"),
          deadline,
          "welcome",
        );
      }
      await contentClient(one, { token: staff.token }).create({
        _id: "notice-both",
        _type: "notice",
        text: "Heard twice",
      });
      for (const listener of listeners) {
        await until(
          async () => listener.heard.some((event) => event.documentId === "notice-both"),
          Date.now() + 10_000,
          "the mutation event",
        );
      }
      // And the other process's store answers queries with it.
      const read = await contentClient(two).fetch('*[_id == "notice-both"][0].text');
      expect(read).toBe("Heard twice");
    } finally {
      for (const listener of listeners) listener.stop();
    }
  });

  it("replays an idempotent request sent again to the other process", async () => {
    const key = `two-processes-${Date.now()}`;
    const cartCount = async () =>
      (await sql.query("select count(*)::int as carts from cart")).rows[0].carts as number;
    const cartsBefore = await cartCount();
    const create = (process: ApiProcess) =>
      process.request("/store/carts", {
        method: "POST",
        json: { region_id: shop.regions.us },
        headers: { "Idempotency-Key": key },
      });
    const first = await create(one);
    const again = await create(two);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const firstCart = ((await first.json()) as { cart: { id: string } }).cart.id;
    expect(((await again.json()) as { cart: { id: string } }).cart.id).toBe(firstCart);
    expect(await cartCount()).toBe(cartsBefore + 1);
  });

  it("loses no acknowledged order and half-completes no cart when one process is killed under checkout load", async () => {
    const shoppers = 12;
    const rounds = 3;
    const acknowledged: { orderId: string; cartId: string }[] = [];
    const { rows: stockRows } = await sql.query(
      `select l.stocked_quantity as stocked, l.reserved_quantity as reserved
         from inventory_level l join product_variant_inventory_item v on v.inventory_item_id = l.inventory_item_id
        where v.variant_id = $1`,
      [shop.bowl],
    );
    expect(stockRows).toHaveLength(1);
    const stocked = stockRows[0].stocked as number;
    expect(stockRows[0].reserved).toBe(0);

    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      two.child.kill("SIGKILL");
    };
    await Promise.all(
      Array.from({ length: shoppers }, async (_, shopper) => {
        for (let round = 0; round < rounds; round += 1) {
          // Half the shoppers start on the process that is killed, and move on once it is gone.
          const target = shopper % 2 === 1 && !killed ? two : one;
          const calls = checkoutCalls(target);
          try {
            const cart = await calls.payableCart(shop.regions.us, shop.bowl, "manual", {
              email: `crash${shopper}.${round}@example.com`,
              quantity: 1 + (shopper % 3),
            });
            // The kill lands while completions are in flight on both processes.
            if (acknowledged.length >= 6) kill();
            const response = await calls.complete(cart.id);
            if (response.status === 200) {
              const body = (await response.json()) as { type: string; data: { id: string } };
              if (body.type === "order")
                acknowledged.push({ orderId: body.data.id, cartId: cart.id });
            }
          } catch {
            // A request to the killed process fails: its shopper gives up that cart.
          }
        }
      }),
    );
    kill();
    expect(acknowledged.length).toBeGreaterThanOrEqual(shoppers);

    // Every acknowledged order is there, with its lines and its payment.
    for (const { orderId, cartId } of acknowledged) {
      const { rows } = await sql.query(
        `select o.cart_id,
                (select count(*)::int from line_item where order_id = o.id) as lines,
                (select count(*)::int from payment where order_id = o.id) as payments
           from "order" o where o.id = $1`,
        [orderId],
      );
      expect(rows).toEqual([{ cart_id: cartId, lines: 1, payments: 1 }]);
    }
    // A completed cart has exactly one order; any other cart has none.
    const { rows: carts } = await sql.query(
      `select c.id, c.completed_at is not null as completed,
              (select count(*)::int from "order" o where o.cart_id = c.id) as orders
         from cart c`,
    );
    for (const cart of carts) expect(cart.orders).toBe(cart.completed ? 1 : 0);
    // Stock: what is reserved is exactly what the orders hold, and no cart holds a reservation.
    const { rows: totals } = await sql.query(
      `select l.stocked_quantity as stocked, l.reserved_quantity as reserved, pv.inventory_quantity as available,
              (select coalesce(sum(r.quantity), 0)::int from reservation_item r
                 where r.inventory_item_id = l.inventory_item_id and r.deleted_at is null) as reservations,
              (select coalesce(sum(li.quantity), 0)::int from line_item li
                 where li.variant_id = $1 and li.order_id is not null) as ordered,
              (select count(*)::int from reservation_item r join line_item li on li.id = r.line_item_id
                 where r.inventory_item_id = l.inventory_item_id and li.order_id is null) as cart_reservations
         from inventory_level l
         join product_variant_inventory_item v on v.inventory_item_id = l.inventory_item_id
         join product_variant pv on pv.id = v.variant_id
        where v.variant_id = $1`,
      [shop.bowl],
    );
    const [total] = totals;
    expect(total.stocked).toBe(stocked);
    expect(total.reserved).toBe(total.ordered);
    expect(total.reservations).toBe(total.ordered);
    expect(total.cart_reservations).toBe(0);
    expect(total.available).toBe(stocked - total.ordered);
    expect(total.ordered).toBeGreaterThan(0);
  }, 240_000);

  it("serves from two worker processes with API_WORKERS=2, and replaces one that dies", async () => {
    const cluster = await startProcess(scratch.url, one.deps, one.seed!, dataDir, 2);
    try {
      const primary = cluster.child.pid!;
      const workers = childrenOf(primary);
      expect(workers).toHaveLength(2);
      const before = workers.map(cpuTicks);
      const path = `${cluster.url}/store/products?limit=20`;
      for (let round = 0; round < 100; round += 1) {
        expect(await Promise.all([getOnNewConnection(path), getOnNewConnection(path)])).toEqual([
          200, 200,
        ]);
      }
      // Both did work: each used CPU time answering its share.
      workers.forEach((pid, index) => expect(cpuTicks(pid)).toBeGreaterThan(before[index]));

      process.kill(workers[0], "SIGKILL");
      await until(
        async () => {
          const now = childrenOf(primary);
          return now.length === 2 && !now.includes(workers[0]);
        },
        Date.now() + 60_000,
        "a new worker in place of the killed one",
      );
      await until(
        async () =>
          (await getOnNewConnection(path)) === 200 && (await getOnNewConnection(path)) === 200,
        Date.now() + 60_000,
        "answers from both workers",
      );
    } finally {
      await cluster.close();
    }
    expect(cluster.child.exitCode).toBe(0);
  }, 180_000);
});
