// Bundles the API's entry points into dist/ with esbuild; packages stay external (resolved from node_modules).
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts", "src/cli.ts"],
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
