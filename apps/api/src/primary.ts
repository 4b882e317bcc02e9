// The primary of several API processes (API_WORKERS > 1, docs/processes.md): it applies the
// migrations once, forks the workers, which share the port (node:cluster hands connections to
// them in turn), starts a new one for each that dies, and passes SIGTERM and SIGINT on for a clean
// stop. Workers that keep dying (a port taken, a database refusing) stop the whole API instead.
import cluster from "node:cluster";
import type { ApiConfig } from "./config";
import { openDatabase } from "./db/client";

/** More worker deaths than this within the window is a crash loop: the API stops. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
/** Workers still running this long after SIGTERM are killed. */
const STOP_GRACE_MS = 10_000;

export async function runPrimary(config: ApiConfig): Promise<void> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }

  let stopping = false;
  let exitCode = 0;
  const recentDeaths: number[] = [];
  const running = () =>
    Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);

  let listening = 0;
  cluster.on("listening", () => {
    listening += 1;
    if (listening === config.workers) {
      console.log(
        `Atelier API listening on http://localhost:${config.port} (postgres, ${config.workers} processes)`,
      );
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (running().length === 0) process.exit(exitCode);
      return;
    }
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths[0] < now - RESTART_WINDOW_MS) recentDeaths.shift();
    const how = signal ? `signal ${signal}` : `exit ${code}`;
    if (recentDeaths.length > MAX_RESTARTS) {
      console.error(
        `API worker ${worker.process.pid} stopped (${how}); ${recentDeaths.length} workers died within a minute, so the API stops.`,
      );
      stop(1);
      return;
    }
    console.error(`API worker ${worker.process.pid} stopped (${how}); starting another.`);
    cluster.fork();
  });

  function stop(code: number): void {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const workers = running();
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of running()) worker.process.kill("SIGKILL");
      process.exit(exitCode);
    }, STOP_GRACE_MS).unref();
  }
  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));

  for (let index = 0; index < config.workers; index += 1) cluster.fork();
}
