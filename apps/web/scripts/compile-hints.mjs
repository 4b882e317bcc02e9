#!/usr/bin/env node
// Runs after `next build` (package.json's build script, issue 16): marks the chunks every page
// loads first (the build manifest's rootMainFiles: React, the router, the Turbopack runtime) with
// V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and later), so the
// browser compiles all of their functions while it streams the script, off the main thread.
// Without it V8 compiles each function on its first call, on the main thread: on a cold load
// that lazy compilation was about half of the one long task that starts the page (75-121 ms
// -> 30-61 ms measured in Chromium, docs/lighthouse.md). Browsers without the hint read a
// comment. Only a build's own output is touched, and a chunk already marked is left alone, so
// running this twice changes nothing.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Marks the build's first-load chunks; returns the files it changed. */
export function addCompileHints(nextDir) {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, "build-manifest.json"), "utf8"));
  const changed = [];
  for (const file of manifest.rootMainFiles ?? []) {
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
  console.log(`Compile hints added to ${changed.length} first-load chunk(s).`);
}
