#!/usr/bin/env node
// Runs after `next build` (package.json's build script, issue 16): marks the chunks every shop page
// runs as it loads with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and
// later), so the browser compiles all of their functions while it streams the script, off the main
// thread. Without it V8 compiles each function on its first call, on the main thread: on a cold
// load that lazy compilation was about half of the one long task that starts the page (75-121 ms
// -> 30-61 ms measured in Chromium, docs/lighthouse.md). The chunks: the build manifest's
// rootMainFiles (React, the router, the Turbopack runtime), the root layout's own chunks, and the
// chunks those load after hydration (the data layer, the toasts, the cart's lines). Browsers
// without the hint read a comment. Only a build's own output is touched, and a chunk already
// marked is left alone, so running this twice changes nothing.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The root layout's client chunks, from the home page's client reference manifest. */
function layoutChunks(nextDir) {
  const manifestFile = path.join(nextDir, "server", "app", "page_client-reference-manifest.js");
  // The manifest is a script that fills globalThis.__RSC_MANIFEST: run it against a bare object.
  const scope = {};
  scope.globalThis = scope;
  vm.runInNewContext(readFileSync(manifestFile, "utf8"), scope);
  const entries = scope.__RSC_MANIFEST?.["/page"]?.entryJSFiles ?? {};
  const layout = Object.keys(entries).find((entry) => entry.endsWith("/src/app/layout"));
  return layout ? entries[layout] : [];
}

/** The chunks a chunk's loaders fetch (`import()` in its modules), by their paths in its text. */
function lazyChunks(nextDir, file) {
  const source = readFileSync(path.join(nextDir, file), "utf8");
  return [...source.matchAll(/"(static\/chunks\/[\w.-]+\.js)"/g)].map((match) => match[1]);
}

/** Marks the build's first-load chunks; returns the files it changed. */
export function addCompileHints(nextDir) {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, "build-manifest.json"), "utf8"));
  const layout = layoutChunks(nextDir);
  const files = new Set([
    ...(manifest.rootMainFiles ?? []),
    ...layout,
    ...layout.flatMap((file) => lazyChunks(nextDir, file)),
  ]);
  const changed = [];
  for (const file of files) {
    const chunk = path.join(nextDir, file);
    const source = readFileSync(chunk, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(chunk, COMPILE_HINT + source);
    changed.push(file);
  }
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const nextDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", ".next");
  const changed = addCompileHints(nextDir);
  console.log(`Compile hints added to ${changed.length} chunk(s) every shop page loads.`);
}
