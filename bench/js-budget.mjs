#!/usr/bin/env node
// First-load JavaScript per route against the shop's budget (issue 16): 150 KiB on the shop's
// routes, measured the way `next build` reported "First Load JS" before Turbopack stopped printing
// it: every script a route's HTML loads before the page is interactive (the framework, the root
// layout's and the page's client chunks), each gzipped (level 9) and summed. The chunk list is
// Next's own, from the build's `.next/diagnostics/route-bundle-stats.json`; chunks loaded later
// (dynamic imports, the nomodule polyfills modern browsers skip) are not counted.
//   npm run build && node bench/js-budget.mjs [--budget 150] [--dist apps/web/.next] [--all]
//   [--json FILE]
// Exits 1 when a shop route is over the budget, 2 when the build output is missing.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { benchOption, root } from "./bench-api.mjs";

if (process.argv.includes("--help")) {
  console.log(`Usage: node bench/js-budget.mjs [options]   (after npm run build)
  --budget KIB      first-load JS budget of each shop route, gzipped KiB (150)
  --dist DIR        the web build's folder (apps/web/.next, or NEXT_DIST_DIR under apps/web)
  --all             also print every other route outside /admin (not budgeted)
  --json FILE       also write the figures as JSON`);
  process.exit(0);
}

const budgetKiB = Number(benchOption("budget", 150));
const webDir = path.join(root, "apps", "web");
const distDir = path.resolve(
  webDir,
  benchOption("dist", undefined) ?? process.env.NEXT_DIST_DIR ?? ".next",
);
const jsonFile = benchOption("json", undefined);
const showAll = process.argv.includes("--all");

/** The shop's routes (issue 16): home, shop, collections, categories, products, cart, content. */
const SHOP_ROUTES = [
  "/",
  "/shop",
  "/collections/[handle]",
  "/categories/[...handle]",
  "/products/[handle]",
  "/cart",
  "/[slug]",
  "/locations/[slug]",
  "/locations-we-serve/[slug]",
];

const statsFile = path.join(distDir, "diagnostics", "route-bundle-stats.json");
if (!existsSync(statsFile)) {
  console.error(`No ${path.relative(root, statsFile)}: run \`npm run build\` first.`);
  process.exit(2);
}
/** @type {{ route: string, firstLoadUncompressedJsBytes: number, firstLoadChunkPaths: string[] }[]} */
const stats = JSON.parse(readFileSync(statsFile, "utf8"));

const gzippedBytes = new Map();
/** A chunk's gzipped size; the paths are relative to the web app (".next/static/…"). */
function gzipped(chunkPath) {
  const file = path.join(distDir, chunkPath.replace(/^[^/]+\//, ""));
  if (!gzippedBytes.has(file))
    gzippedBytes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzippedBytes.get(file);
}

const kib = (bytes) => bytes / 1024;
const rows = stats
  .filter(
    (entry) => SHOP_ROUTES.includes(entry.route) || (showAll && !entry.route.startsWith("/admin")),
  )
  .map((entry) => ({
    route: entry.route,
    shop: SHOP_ROUTES.includes(entry.route),
    chunks: entry.firstLoadChunkPaths.length,
    rawKiB: kib(entry.firstLoadUncompressedJsBytes),
    gzipKiB: kib(entry.firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipped(chunk), 0)),
  }))
  .sort((a, b) => Number(b.shop) - Number(a.shop) || a.route.localeCompare(b.route));

const missing = SHOP_ROUTES.filter((route) => !rows.some((row) => row.route === route));
console.log(
  `First-load JS per route (gzip -9 of each chunk Next lists for the route), budget ${budgetKiB} KiB:`,
);
console.log(
  `${"route".padEnd(28)}${"chunks".padStart(7)}${"raw KiB".padStart(9)}${"gzip KiB".padStart(10)}`,
);
let over = 0;
for (const row of rows) {
  const verdict = row.shop ? (row.gzipKiB <= budgetKiB ? "ok" : "OVER") : "(not budgeted)";
  if (row.shop && row.gzipKiB > budgetKiB) over += 1;
  console.log(
    `${row.route.padEnd(28)}${String(row.chunks).padStart(7)}${row.rawKiB.toFixed(1).padStart(9)}` +
      `${row.gzipKiB.toFixed(1).padStart(10)}  ${verdict}`,
  );
}
for (const route of missing) console.log(`${route.padEnd(28)} not in the build (renamed?)`);
if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify({ budgetKiB, rows }, null, 2)}\n`);
if (over > 0 || missing.length > 0) {
  console.log(`${over} shop route(s) over the ${budgetKiB} KiB budget, ${missing.length} missing.`);
  process.exit(1);
}
console.log(`Every shop route is within ${budgetKiB} KiB.`);
