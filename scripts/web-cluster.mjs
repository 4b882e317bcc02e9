#!/usr/bin/env node
// Several `next start` servers sharing one port (WEB_WORKERS > 1, docs/processes.md): node:cluster
// runs Next's own command in each worker, and the port they all listen on is shared, the
// connections handed to them in turn. A worker that dies is started again, unless workers keep
// dying (then everything stops); SIGTERM and SIGINT stop the workers cleanly.
// Usage: node scripts/web-cluster.mjs <workers> <next start arguments…>, run from apps/web.
import cluster from "node:cluster";
import { createRequire } from "node:module";

const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
const STOP_GRACE_MS = 10_000;

const [count, ...nextArgs] = process.argv.slice(2);
const workers = Number(count);
const nextBin = createRequire(`${process.cwd()}/`).resolve("next/dist/bin/next");

cluster.setupPrimary({ exec: nextBin, args: nextArgs });
let stopping = false;
let exitCode = 0;
const deaths = [];
const running = () => Object.values(cluster.workers ?? {}).filter(Boolean);

cluster.on("exit", (worker, code, signal) => {
  if (stopping) {
    if (running().length === 0) process.exit(exitCode);
    return;
  }
  const now = Date.now();
  deaths.push(now);
  while (deaths[0] < now - RESTART_WINDOW_MS) deaths.shift();
  const how = signal ? `signal ${signal}` : `exit ${code}`;
  if (deaths.length > MAX_RESTARTS) {
    console.error(`Web worker ${worker.process.pid} stopped (${how}); too many deaths, stopping.`);
    stop(1);
    return;
  }
  console.error(`Web worker ${worker.process.pid} stopped (${how}); starting another.`);
  cluster.fork();
});

function stop(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  if (running().length === 0) process.exit(exitCode);
  for (const worker of running()) worker.process.kill("SIGTERM");
  setTimeout(() => {
    for (const worker of running()) worker.process.kill("SIGKILL");
    process.exit(exitCode);
  }, STOP_GRACE_MS).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

for (let index = 0; index < workers; index += 1) cluster.fork();
