// Debian's Chromium for the browser tests and the Lighthouse benchmark: installed with apt-get
// when it is missing (the machines this runs on start without it; the runner is root).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** True once Chromium is at `chromiumPath`, installing Debian's package if it was not. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  console.log("Installing Debian's chromium…");
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return update.status === 0 && install.status === 0 && existsSync(chromiumPath);
}
