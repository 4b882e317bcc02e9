// What one API process tells the others on the same PostgreSQL database (docs/processes.md): a
// change that makes their memory stale (the catalogue cache, the content store). A notification
// is a NOTIFY on one channel, sent after (or at) the commit of the write; every process hears the
// others' on one dedicated connection that LISTENs. A lost connection is opened again, and since
// notifications sent meanwhile are gone, the process is told to drop what it keeps (`onResync`).
// The embedded PGlite database serves one process, so there it sends and hears nothing.
import { randomBytes } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";

/** What a notification is about; each has its handlers in the process that hears it. */
export type NotificationTopic = "catalogue" | "content";

/** The PostgreSQL channel every notification goes on. */
export const NOTIFY_CHANNEL = "atelier_changes";

/** How often the listening connection is checked, and how long a check may take. */
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
/** The wait before opening a lost listening connection again. */
const RECONNECT_MS = 500;

/** Something that runs SQL: the pool, or a transaction (then the NOTIFY is sent at its commit). */
interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}

export interface ProcessNotifications {
  /**
   * Tells every other API process about a change of `topic`. Inside a transaction (`via`) it is
   * delivered when that commits, and not at all if it rolls back.
   */
  notify(topic: NotificationTopic, payload?: string, via?: Executor): Promise<void>;
  /** Calls `handler` for each notification of `topic` from another process; resolves once heard. */
  listen(topic: NotificationTopic, handler: (payload: string) => void): Promise<() => void>;
  /** Calls `handler` when notifications may have been missed (the connection was lost). */
  onResync(handler: () => void): () => void;
  close(): Promise<void>;
}

/** For the embedded database: one process, so nobody else to tell. */
export const singleProcessNotifications: ProcessNotifications = {
  notify: async () => {},
  listen: async () => () => {},
  onResync: () => () => {},
  close: async () => {},
};

interface PgNotification {
  channel: string;
  payload?: string;
}

/**
 * Notifications on a PostgreSQL server. The listening connection is opened on the first `listen`,
 * so a process that only writes (the command line) opens none.
 */
export function postgresNotifications(url: string, db: Executor): ProcessNotifications {
  // Notifications carry their sender, so a process skips its own: it changed its memory already.
  const sender = randomBytes(6).toString("hex");
  const handlers = new Map<NotificationTopic, Set<(payload: string) => void>>();
  const resyncHandlers = new Set<() => void>();
  let listening: Promise<void> | undefined;
  let closed = false;
  let client: import("pg").Client | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  function hear(message: PgNotification): void {
    if (message.channel !== NOTIFY_CHANNEL || !message.payload) return;
    const [from, topic, ...rest] = message.payload.split(" ");
    if (from === sender) return;
    for (const handler of handlers.get(topic as NotificationTopic) ?? []) {
      try {
        handler(rest.join(" "));
      } catch (error) {
        console.error(`notifications: a ${topic} handler failed:`, error);
      }
    }
  }

  async function connect(): Promise<void> {
    const { default: pg } = await import("pg");
    const next = new pg.Client({ connectionString: url, query_timeout: HEARTBEAT_TIMEOUT_MS });
    next.on("notification", hear);
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    heartbeat = setInterval(() => {
      next.query("select 1").catch(() => lost(next));
    }, HEARTBEAT_MS);
    heartbeat.unref();
  }

  let reconnecting = false;
  function lost(which: import("pg").Client): void {
    if (closed || which !== client) return;
    client = undefined;
    clearInterval(heartbeat);
    which.end().catch(() => undefined);
    reconnect();
  }

  function reconnect(): void {
    if (closed || reconnecting) return;
    reconnecting = true;
    const timer = setTimeout(() => {
      connect().then(
        () => {
          reconnecting = false;
          // Whatever was sent while nobody listened is lost: every holder starts afresh.
          for (const handler of resyncHandlers) handler();
        },
        (error: { code?: string }) => {
          reconnecting = false;
          // The database itself is gone (a dropped scratch database): nothing left to hear.
          if (error?.code !== "3D000") reconnect();
        },
      );
    }, RECONNECT_MS);
    timer.unref();
  }

  return {
    async notify(topic, payload = "", via = db) {
      await via.execute(
        sql`select pg_notify(${NOTIFY_CHANNEL}, ${`${sender} ${topic} ${payload}`})`,
      );
    },
    async listen(topic, handler) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      listening ??= connect().catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
      await listening;
      return () => set.delete(handler);
    },
    onResync(handler) {
      resyncHandlers.add(handler);
      return () => resyncHandlers.delete(handler);
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
