#!/usr/bin/env node
// Lighthouse over the shop's main pages (issue 11 desktop, issue 16 mobile): starts the built API
// on a fresh seeded database and `next start` beside it, audits each page in Debian's Chromium and
// prints per page the median of the four category scores and of LCP, TBT and CLS, with every
// best-practices and SEO audit that fell short, and Lighthouse's benchmarkIndex (the machine's
// speed as Lighthouse measured it: lower is a slower or busier machine).
//   npm run build && node bench/lighthouse.mjs [--preset mobile|desktop] [--runs 1]
//   [--api-port 9460] [--web-port 3460] [--json FILE]  also writes the figures as JSON
// mobile (the default): Lighthouse's own default, a Moto G Power-sized screen, simulated slow 4G
// and 4x CPU slowdown; desktop: its desktop preset.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromiumPath, ensureChromium } from "../scripts/chromium.mjs";
import { benchOption, root, startBenchApi, waitForHealth } from "./bench-api.mjs";

if (process.argv.includes("--help")) {
  console.log(`Usage: node bench/lighthouse.mjs [options]   (after npm run build)
  --preset P        mobile (default: Lighthouse's mobile emulation and throttling) or desktop
  --runs N          audits per page; the median of each figure is printed (1)
  --api-port P      port of the API under test (9460)
  --web-port P      port of the shop under test (3460)
  --json FILE       also write the scores as JSON
  --cold            audit each page on its first request (by default each page is requested
                    once before its audits, as a running shop would have served it already)
  --reports DIR     also write each audit's full Lighthouse report (JSON) into DIR
  --traces DIR      also write each audit's Chromium trace (JSON, for the DevTools performance
                    panel) into DIR
  --pages LIST      audit only these pages, comma-separated (home,shop,product,about,cart)`);
  process.exit(0);
}
const preset = benchOption("preset", "mobile");
if (preset !== "mobile" && preset !== "desktop") {
  console.error(`--preset must be mobile or desktop, not ${preset}`);
  process.exit(2);
}
// Lighthouse's default config is the mobile one; the desktop preset is a config of its own.
const lighthouseConfig = preset === "desktop" ? desktopConfig : undefined;
const runs = Number(benchOption("runs", 1));
const apiPort = Number(benchOption("api-port", 9460));
const webPort = Number(benchOption("web-port", 3460));
const jsonFile = benchOption("json", undefined);
const reportsDir = benchOption("reports", undefined);
const tracesDir = benchOption("traces", undefined);
const onlyPages = benchOption("pages", undefined)?.split(",");
const cold = process.argv.includes("--cold");

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** The metrics printed beside the scores: id in Lighthouse's audits, label, unit. */
const METRICS = [
  ["largest-contentful-paint", "LCP ms"],
  ["total-blocking-time", "TBT ms"],
  ["cumulative-layout-shift", "CLS"],
];
const webUrl = `http://127.0.0.1:${webPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function startShop(publishableKey) {
  const web = spawn(
    path.join(root, "node_modules", ".bin", "next"),
    ["start", "-p", String(webPort), "-H", "127.0.0.1"],
    {
      cwd: path.join(root, "apps", "web"),
      env: {
        ...process.env,
        NODE_ENV: "production",
        PUBLIC_API_URL: apiUrl,
        API_URL: apiUrl,
        MEDUSA_PUBLISHABLE_KEY: publishableKey,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  await waitForHealth(webUrl, "/thank-you");
  return async () => {
    web.kill("SIGTERM");
    if (web.exitCode === null) await new Promise((resolve) => web.once("exit", resolve));
  };
}

async function auditPage(chrome, url, reportName) {
  const { lhr, report, artifacts } = await lighthouse(
    url,
    { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES },
    lighthouseConfig,
  );
  // The whole report, for what the summary leaves out (LCP phases, the network waterfall).
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(path.join(reportsDir, `${reportName}.json`), report);
  }
  if (tracesDir) {
    mkdirSync(tracesDir, { recursive: true });
    writeFileSync(
      path.join(tracesDir, `${reportName}.trace.json`),
      JSON.stringify(artifacts.Trace),
    );
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  // What kept best practices or SEO below 100: the audits of those categories that scored < 1.
  const shortfalls = ["best-practices", "seo"].flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${category}: ${audit.id} — ${audit.title}`),
  );
  const metrics = Object.fromEntries(
    METRICS.map(([id]) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]),
  );
  // What the LCP was (an image, a heading): where to look when it is slow.
  const lcpNode =
    lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  // Every script the page loaded while Lighthouse watched, as transferred (compressed): the
  // first-load chunks and those loaded after hydration (bench/js-budget.mjs counts the former).
  const scriptKiB =
    (lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === "script")
      ?.transferSize ?? Number.NaN) / 1024;
  return {
    scores,
    metrics,
    scriptKiB,
    lcpElement: lcpNode ? `${lcpNode.nodeLabel ?? ""} <${lcpNode.selector ?? "?"}>` : undefined,
    shortfalls,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    formFactor: lhr.configSettings.formFactor,
  };
}

if (!ensureChromium()) {
  console.error(`Chromium is missing at ${chromiumPath} and could not be installed (apt-get).`);
  process.exit(1);
}

const api = await startBenchApi("pglite", apiPort, {
  API_PUBLIC_URL: apiUrl,
  STORE_CORS: webUrl,
  STORE_URL: webUrl,
});
let stopShop = async () => {};
let chrome;
try {
  stopShop = await startShop(api.publishableKey);
  const { products } = await api.json("/store/products?limit=1", {
    headers: { "x-publishable-api-key": api.publishableKey },
  });
  const pages = {
    home: "/",
    shop: "/shop",
    product: `/products/${products[0].handle}`,
    about: "/about",
    cart: "/cart",
  };
  // A freshly started `next start` and API load each route's code and first data on the first
  // request: the first page audited (the home page) measured that start-up as its server response
  // (1.6 s against 0.1-0.2 s for the others), not the page.
  if (!cold)
    for (const pathname of Object.values(pages)) await (await fetch(webUrl + pathname)).text();
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      "--headless=new",
      // No scrollbars, as Puppeteer's headless launch has them: Lighthouse's mobile emulation
      // resizes its blank page just before each navigation, which shows that page's overlay
      // scrollbars; their fade-out redraws the tab every frame with nothing visible changing,
      // Chromium's compositor (Viz) counts those frames as undrawn and then sends the tab one
      // frame a second, so the audited page could not paint until 1.3 or 2.3 s after the start in
      // about half the audits (docs/lighthouse.md, "The late first paint"). Overlay scrollbars
      // take no room, so the page's layout is the same.
      "--hide-scrollbars",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const results = {};
  let formFactor = preset;
  for (const [name, pathname] of Object.entries(pages)) {
    if (onlyPages && !onlyPages.includes(name)) continue;
    const audits = [];
    for (let run = 0; run < runs; run += 1)
      audits.push(await auditPage(chrome, webUrl + pathname, `${name}-${run + 1}`));
    results[name] = {
      path: pathname,
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, median(audits.map((audit) => audit.scores[id]))]),
      ),
      metrics: Object.fromEntries(
        METRICS.map(([id]) => [id, median(audits.map((audit) => audit.metrics[id]))]),
      ),
      benchmarkIndex: audits.map((audit) => audit.benchmarkIndex),
      scriptKiB: median(audits.map((audit) => audit.scriptKiB)),
      lcpElements: [...new Set(audits.map((audit) => audit.lcpElement).filter(Boolean))],
      shortfalls: [...new Set(audits.flatMap((audit) => audit.shortfalls))],
    };
    formFactor = audits[0].formFactor;
  }

  console.log(`\nLighthouse ${formFactor}, ${runs} run(s) a page, median:`);
  console.log(
    `${"page".padEnd(10)}${CATEGORIES.map((id) => id.padStart(16)).join("")}` +
      METRICS.map(([, label]) => label.padStart(9)).join("") +
      "JS KiB".padStart(9),
  );
  for (const [name, result] of Object.entries(results)) {
    console.log(
      `${name.padEnd(10)}${CATEGORIES.map((id) => String(result.scores[id]).padStart(16)).join("")}` +
        METRICS.map(([id]) => {
          const value = result.metrics[id];
          return (
            id === "cumulative-layout-shift" ? value.toFixed(3) : String(Math.round(value))
          ).padStart(9);
        }).join("") +
        result.scriptKiB.toFixed(1).padStart(9),
    );
  }
  console.log("(JS KiB: every script the page loaded during the audit, compressed as transferred)");
  const indexes = Object.values(results).flatMap((result) => result.benchmarkIndex);
  console.log(
    `benchmarkIndex (Lighthouse's CPU measure of this machine, per audit): ` +
      `min ${Math.min(...indexes)}, median ${median(indexes)}, max ${Math.max(...indexes)}; ` +
      `load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(" ")}`,
  );
  for (const [name, result] of Object.entries(results)) {
    for (const element of result.lcpElements) console.log(`  ${name} LCP element: ${element}`);
  }
  for (const [name, result] of Object.entries(results)) {
    for (const shortfall of result.shortfalls)
      console.log(`  ${name} (${result.path}): ${shortfall}`);
  }
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await chrome?.kill();
  await stopShop();
  await api.stop();
}
