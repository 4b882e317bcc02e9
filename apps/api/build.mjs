// Bundles the API's entry points into dist/ with esbuild. Packages from npm stay external
// (resolved from node_modules); the workspace's own packages (@atelier/*, TypeScript sources) are
// bundled in, since Node cannot load their .ts entry points.
import { readFileSync, readdirSync } from "node:fs";
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

// V8 keeps a script's source in memory as it is, one byte a character only when every character is
// Latin-1: a single arrow in a kept comment made main.js a two-byte string, 700 kB more heap for
// the life of the process. esbuild escapes such characters in strings, not in the comments it keeps.
for (const name of readdirSync("dist").filter((file) => file.endsWith(".js"))) {
  const source = readFileSync(`dist/${name}`, "utf8");
  const found = /[\u0100-\u{10ffff}]/u.exec(source);
  if (found) {
    const line = source.slice(0, found.index).split("\n").length;
    throw new Error(
      `dist/${name}:${line} has a character outside Latin-1 (${found[0]}): write it in ASCII`,
    );
  }
}
