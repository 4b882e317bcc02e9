#!/usr/bin/env node
// Runs every test suite of the repository and ends with one plain line: "N passed, N failed".
//   node scripts/test.mjs           unit + API (PGlite, and PostgreSQL when configured) + browser
//   node scripts/test.mjs --unit    the vitest suites only (npm run verify)
// PostgreSQL: TEST_DATABASE_URL or DATABASE_URL; under CI the local server's `test` database.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reportsDir = path.join(root, "test-results", "reports");
const unitOnly = process.argv.includes("--unit");

const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" };
// Suites make and drop their own scratch databases on this server; they never use the
// developer's own database, so DATABASE_URL is not passed through as is.
const postgresForTests =
  env.TEST_DATABASE_URL ||
  env.DATABASE_URL ||
  (env.CI ? "postgres://postgres@127.0.0.1:5432/test" : undefined);
delete env.DATABASE_URL;
if (postgresForTests) env.TEST_DATABASE_URL = postgresForTests;

const vitestSuites = [
  { name: "commerce-client", dir: "packages/commerce-client" },
  { name: "api", dir: "apps/api" },
  { name: "web (unit)", dir: "apps/web" },
];

function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env, ...options });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(1));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

async function runVitest(suite) {
  const outputFile = path.join(reportsDir, `vitest-${suite.name.replace(/\W+/g, "-")}.json`);
  rmSync(outputFile, { force: true });
  const code = await run(
    path.join(root, "node_modules", ".bin", "vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile=${outputFile}`],
    { cwd: path.join(root, suite.dir) },
  );
  const report = readJson(outputFile);
  if (!report) return { name: suite.name, passed: 0, failed: 1, note: `no report (exit ${code})` };
  // A suite that failed to load counts as a failure even when no test inside it ran.
  const failedFiles = (report.testResults ?? []).filter(
    (file) => file.status === "failed" && (file.assertionResults ?? []).length === 0,
  ).length;
  return {
    name: suite.name,
    passed: report.numPassedTests ?? 0,
    failed:
      (report.numFailedTests ?? 0) +
      failedFiles +
      (code !== 0 && !report.numFailedTests && !failedFiles ? 1 : 0),
  };
}

async function runBrowserTests() {
  if (!ensureChromium())
    return { name: "browser", passed: 0, failed: 1, note: "chromium unavailable" };
  const build = await run("npm", ["run", "build"], { cwd: root });
  if (build !== 0) return { name: "browser", passed: 0, failed: 1, note: "build failed" };
  const outputFile = path.join(reportsDir, "playwright.json");
  rmSync(outputFile, { force: true });
  const code = await run(
    path.join(root, "node_modules", ".bin", "playwright"),
    ["test", "--config", "e2e/playwright.config.ts"],
    {
      cwd: path.join(root, "apps", "web"),
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile },
    },
  );
  const report = readJson(outputFile);
  if (!report) return { name: "browser", passed: 0, failed: 1, note: `no report (exit ${code})` };
  const stats = report.stats ?? {};
  return {
    name: "browser",
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (code !== 0 && !stats.unexpected ? 1 : 0),
  };
}

mkdirSync(reportsDir, { recursive: true });
const results = [];
for (const suite of vitestSuites) results.push(await runVitest(suite));
if (!unitOnly) results.push(await runBrowserTests());

console.log("");
for (const result of results) {
  console.log(
    `  ${result.name}: ${result.passed} passed, ${result.failed} failed${result.note ? ` (${result.note})` : ""}`,
  );
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
