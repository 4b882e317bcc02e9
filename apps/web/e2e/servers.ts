// Starts the built API (fresh embedded database, seeded with images) and `next start` for the
// browser tests, on ports of their own so a running shop is never disturbed.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const e2ePorts = {
  api: Number(process.env.E2E_API_PORT ?? 9300),
  web: Number(process.env.E2E_WEB_PORT ?? 3300),
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const apiDir = path.join(repoRoot, "apps", "api");
const webDir = path.join(repoRoot, "apps", "web");

export const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
export const webUrl = `http://127.0.0.1:${e2ePorts.web}`;

/** The staff account the seed makes for the browser tests (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eStaff = { email: "e2e-admin@atelier.test", password: "e2e staff password" };

async function waitFor(url: string, child: ChildProcess, label: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${label} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not answer at ${url}`);
}

/** Ends a child process and resolves once it has exited (killed outright after 10 s). */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export interface RunningShop {
  publishableKey: string;
  stop(): Promise<void>;
}

export async function startShop(): Promise<RunningShop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "atelier-e2e-"));
  const apiEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    API_PORT: String(e2ePorts.api),
    API_HOST: "127.0.0.1",
    API_PUBLIC_URL: apiUrl,
    STORE_CORS: `${webUrl},http://localhost:${e2ePorts.web}`,
    // Links in mail (password reset) lead to this shop.
    STORE_URL: webUrl,
    ADMIN_EMAIL: e2eStaff.email,
    ADMIN_PASSWORD: e2eStaff.password,
  };
  delete apiEnv.DATABASE_URL;

  const seed = spawnSync("node", ["dist/cli.js", "seed"], {
    cwd: apiDir,
    env: apiEnv,
    encoding: "utf8",
  });
  if (seed.status !== 0) throw new Error(`seeding failed: ${seed.stderr}`);
  const key = spawnSync("node", ["dist/cli.js", "publishable-key"], {
    cwd: apiDir,
    env: apiEnv,
    encoding: "utf8",
  });
  const publishableKey = key.stdout.trim();

  const api = spawn("node", ["dist/main.js"], { cwd: apiDir, env: apiEnv, stdio: "inherit" });
  const web = spawn(
    path.join(repoRoot, "node_modules", ".bin", "next"),
    ["start", "-p", String(e2ePorts.web), "-H", "127.0.0.1"],
    {
      cwd: webDir,
      env: {
        ...process.env,
        PUBLIC_API_URL: apiUrl,
        API_URL: apiUrl,
        MEDUSA_PUBLISHABLE_KEY: publishableKey,
        // Preview mode reads drafts as this staff member (lib/config previewCredentials).
        ADMIN_EMAIL: e2eStaff.email,
        ADMIN_PASSWORD: e2eStaff.password,
      },
      stdio: "inherit",
    },
  );

  // The data folder goes only once both processes have exited (the API holds the database open).
  const stop = async () => {
    await Promise.all([web, api].map(stopProcess));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${apiUrl}/health`, api, "API");
    await waitFor(`${webUrl}/`, web, "web");
  } catch (error) {
    await stop();
    throw error;
  }
  return { publishableKey, stop };
}
