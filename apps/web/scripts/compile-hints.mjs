#!/usr/bin/env node
// Runs after `next build` (package.json's build script, issue 16): marks the chunks a shopper's
// pages run as they load with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and
// later), so the browser compiles all of their functions while it streams the script, off the main
// thread. Without it V8 compiles each function on its first call, on the main thread: on a cold
// load that lazy compilation was about half of the one long task that starts the page (75-121 ms
// -> 30-61 ms measured in Chromium, docs/lighthouse.md). The chunks: those every shopper's page
// loads first (React, the router, the Turbopack runtime, the root layout) and those the shopper's
// pages load after hydration (chunksToHint). Browsers without the hint read a comment. Only a
// build's own output is touched, and a chunk already marked is left alone, so running this twice
// changes nothing.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** A chunk's path under the build folder (the stats give ".next/static/…"). */
const inBuild = (chunkPath) => chunkPath.replace(/^[^/]+\//, "");

/** The chunks a chunk's loaders fetch (`import()` in its modules), by their paths in its text. */
function lazyChunks(nextDir, file) {
  const source = readFileSync(path.join(nextDir, file), "utf8");
  return [...source.matchAll(/"(static\/chunks\/[\w.-]+\.js)"/g)].map((match) => match[1]);
}

/**
 * The chunks to mark: those every shopper's page loads first (the framework and the root layout:
 * what the first-load lists of all routes outside /admin share) and those the shopper's pages load
 * after hydration (the data layer, the toasts, the cart's lines). From Next's own per-route lists
 * (`.next/diagnostics/route-bundle-stats.json`, which bench/js-budget.mjs reads too).
 */
function chunksToHint(nextDir) {
  const stats = JSON.parse(
    readFileSync(path.join(nextDir, "diagnostics", "route-bundle-stats.json"), "utf8"),
  );
  const shopperRoutes = stats.filter((entry) => !entry.route.startsWith("/admin"));
  const firstLoads = shopperRoutes.map((entry) => entry.firstLoadChunkPaths.map(inBuild));
  const shared = firstLoads.reduce((common, chunks) => common.filter((c) => chunks.includes(c)));
  const loadedLater = [...new Set(firstLoads.flat())].flatMap((file) => lazyChunks(nextDir, file));
  return new Set([...shared, ...loadedLater]);
}

/** Marks the chunks; returns the files it changed. */
function addCompileHints(nextDir) {
  const changed = [];
  for (const file of chunksToHint(nextDir)) {
    const chunk = path.join(nextDir, file);
    const source = readFileSync(chunk, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(chunk, COMPILE_HINT + source);
    changed.push(file);
  }
  return changed;
}

const nextDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", ".next");
const changed = addCompileHints(nextDir);
console.log(`Compile hints added to ${changed.length} chunk(s) a shopper's pages load.`);
