#!/usr/bin/env node
// GROQ latency of the content store, in process (no HTTP): the seeded content on an in-memory
// PGlite, then a generated dataset of 20,000 documents. For a by-type query, a by-slug query and
// a join it prints p50/p99 over many runs (the store's result cache off, except in the row
// marked cached) and compares with the target p50 < 5 ms for by-type and
// by-slug at 20,000 documents.
//   node bench/groq.mjs [--runs 300] [--documents 20000]
// The store is TypeScript source; tsx loads it (as the API's tests do through vitest).
import { performance } from "node:perf_hooks";
import { register } from "tsx/esm/api";
import { benchOption } from "./bench-api.mjs";

if (process.argv.includes("--help")) {
  console.log(`Usage: node bench/groq.mjs [--runs 300] [--documents 20000]`);
  process.exit(0);
}
const runs = Number(benchOption("runs", 300));
const generatedCount = Number(benchOption("documents", 20_000));
const TARGET_P50_MS = 5;

register();
const { openDatabase } = await import("../apps/api/src/db/client.ts");
const { loadConfig } = await import("../apps/api/src/config.ts");
const { contentDocuments } = await import("../apps/api/src/db/schema.ts");
const { MemoryContentStore } = await import("../apps/api/src/modules/content/store.ts");
const { seedContent } = await import("../apps/api/src/seed/content/index.ts");

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `query` with params from `paramsFor(i)` and returns p50/p99 in ms (after a warm-up). */
async function time(store, query, paramsFor, perspective = "published", cached = false) {
  store.resultCacheEnabled = cached;
  for (let i = 0; i < 20; i += 1) await store.query(query, paramsFor(i), perspective);
  const samples = [];
  let result;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    result = await store.query(query, paramsFor(i), perspective);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const size = Array.isArray(result) ? result.length : result === null ? 0 : 1;
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), size };
}

async function freshStore() {
  const database = await openDatabase({});
  await database.migrate();
  const deps = { db: database.db, database, config: { ...loadConfig({}), databaseUrl: undefined } };
  return { deps, database };
}

const rows = [];

// 1. The seeded content (seed/content), as the shop has it.
{
  const { deps, database } = await freshStore();
  await seedContent(deps, { images: false });
  const store = new MemoryContentStore(deps);
  await store.start();
  const pages = await store.query(
    `*[_type == "page" && defined(slug.current)].slug.current`,
    {},
    "published",
  );
  const count = await store.query(`count(*)`, {}, "raw");
  rows.push([
    "seeded",
    count,
    "by type",
    await time(store, `*[_type == "themeSettings"][0]`, () => ({})),
  ]);
  rows.push([
    "seeded",
    count,
    "by slug",
    await time(store, `*[_type == "page" && slug.current == $slug][0]`, (i) => ({
      slug: pages[i % pages.length],
    })),
  ]);
  rows.push([
    "seeded",
    count,
    "join",
    await time(
      store,
      `*[_type == "siteSettings"][0]{title, "nav": navigation[]{label, "to": link.internalLink->{_type, "slug": slug.current}}}`,
      () => ({}),
    ),
  ]);
  await store.close();
  await database.close();
}

// 2. A generated dataset: 20 categories and products that reference them, each with a slug.
{
  const { deps, database } = await freshStore();
  const now = new Date();
  const stamp = now.toISOString();
  const categories = 20;
  const documents = [];
  for (let i = 0; i < categories; i += 1) {
    documents.push({
      _id: `category-${i}`,
      _type: "category",
      title: `Category ${i}`,
      slug: { current: `category-${i}` },
    });
  }
  for (let i = 0; documents.length < generatedCount; i += 1) {
    documents.push({
      _id: `product-${i}`,
      _type: "product",
      title: `Product ${i}`,
      slug: { _type: "slug", current: `product-${i}` },
      price: (i * 7919) % 1000,
      category: { _type: "reference", _ref: `category-${i % categories}` },
      description: "A sturdy thing for the home, made to last and chosen by hand.",
    });
  }
  for (let i = 0; i < documents.length; i += 1000) {
    await deps.db.insert(contentDocuments).values(
      documents.slice(i, i + 1000).map((doc) => ({
        id: doc._id,
        type: doc._type,
        rev: "bench",
        doc: { ...doc, _rev: "bench", _createdAt: stamp, _updatedAt: stamp },
      })),
    );
  }
  const loadStarted = performance.now();
  const store = new MemoryContentStore(deps);
  await store.start();
  const loadMs = performance.now() - loadStarted;
  const n = documents.length;
  rows.push([
    "generated",
    n,
    "by type",
    await time(store, `*[_type == "category"] | order(title asc)`, () => ({})),
  ]);
  rows.push([
    "generated",
    n,
    "by slug",
    await time(store, `*[_type == "product" && slug.current == $slug][0]`, (i) => ({
      slug: `product-${(i * 37) % (n - categories)}`,
    })),
  ]);
  rows.push([
    "generated",
    n,
    "join",
    await time(
      store,
      `*[_type == "product" && slug.current == $slug][0]{title, price, "category": category->title}`,
      (i) => ({ slug: `product-${(i * 53) % (n - categories)}` }),
    ),
  ]);
  rows.push([
    "generated",
    n,
    "top 10 of a type + join",
    await time(
      store,
      `*[_type == "product"] | order(price desc)[0...10]{title, "category": category->title}`,
      () => ({}),
    ),
  ]);
  rows.push([
    "generated",
    n,
    "top 10 + join, cached",
    await time(
      store,
      `*[_type == "product"] | order(price desc)[0...10]{title, "category": category->title}`,
      () => ({}),
      "published",
      true,
    ),
  ]);
  rows.push([
    "generated",
    n,
    "scan (not narrowed)",
    await time(store, `*[price > 990 && !(_id in path("drafts.**"))][0...5]._id`, () => ({})),
  ]);
  console.log(`loaded ${n} documents into memory in ${loadMs.toFixed(0)} ms`);
  await store.close();
  await database.close();
}

const table = [["dataset", "documents", "query", "p50 ms", "p99 ms", "result size", "target"]];
for (const [dataset, documents, query, t] of rows) {
  const targeted = dataset === "generated" && (query === "by type" || query === "by slug");
  table.push([
    dataset,
    String(documents),
    query,
    t.p50.toFixed(3),
    t.p99.toFixed(3),
    String(t.size),
    targeted
      ? t.p50 < TARGET_P50_MS
        ? `p50 < ${TARGET_P50_MS} ms: met`
        : `p50 < ${TARGET_P50_MS} ms: MISSED`
      : "",
  ]);
}
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
for (const row of table)
  console.log(row.map((cell, column) => cell.padEnd(widths[column])).join("  "));
console.log(`${runs} runs per query, node ${process.version}`);
