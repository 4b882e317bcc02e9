// Browser tests: Debian's Chromium against the built web app and the real API on a fresh database.
import { defineConfig } from "@playwright/test";
import { e2ePorts } from "./servers";

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: "../../../test-results/e2e",
  globalSetup: "./global-setup.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // A test that fails now and then is a bug to fix where it lives, never one to retry.
  retries: 0,
  reporter: [["list"], ["json"]],
  use: {
    baseURL: `http://127.0.0.1:${e2ePorts.web}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
});
