// Bundles the API's entry points into dist/ with esbuild. Packages from npm stay external
// (resolved from node_modules); the workspace's own packages (@atelier/*, TypeScript sources) are
// bundled in, since Node cannot load their .ts entry points.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const { dependencies } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url)));
const external = Object.keys(dependencies).filter((name) => !name.startsWith("@atelier/"));

await build({
  entryPoints: ["src/main.ts", "src/cli.ts"],
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // A bare name also covers its subpaths (`hono/body-limit`).
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: "warning",
});
