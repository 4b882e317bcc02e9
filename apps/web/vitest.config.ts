import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests cover the web app's pure helpers only; pages and components are exercised by the
// browser suite in e2e/.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
