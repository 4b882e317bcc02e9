// Seeds the content service (issue 5 "Seed content"): the documents of documents.ts, written in one
// transaction through the content store. A document that exists already is left as it is, so a
// second run changes nothing and staff edits (a theme, a page's SEO) survive every restart.
import { isNull } from "drizzle-orm";
import type { AppDeps } from "../../http/context";
import { stockLocations } from "../../modules/inventory/tables";
import { ContentError } from "../../modules/content/errors";
import { MemoryContentStore } from "../../modules/content/store";
import { buildContentDocuments, type SeedImageIds, type StockLocationIds } from "./documents";
import { storeSeedImages } from "./images";

export { buildContentDocuments, CONTENT_IDS } from "./documents";

export interface ContentSeedOptions {
  /** Render the illustrations and store them as image assets (skipped by API tests). */
  images?: boolean;
}

export interface ContentSeedResult {
  /** Ids of the documents this run created (none when everything was seeded already). */
  created: string[];
}

/** Attempts when another process seeds at the same moment (its documents then count as done). */
const SEED_ATTEMPTS = 3;

/**
 * The commerce seed's stock locations by name (it runs first), so the showroom "Atelier
 * Shoreditch" is linked to the stock location of that name and shows what is on display there.
 */
async function stockLocationIds(deps: AppDeps): Promise<StockLocationIds> {
  const rows = await deps.db
    .select({ id: stockLocations.id, name: stockLocations.name })
    .from(stockLocations)
    .where(isNull(stockLocations.deleted_at));
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

async function seedOnce(deps: AppDeps, options: ContentSeedOptions): Promise<ContentSeedResult> {
  // A store of its own, closed afterwards: the CLI's seed must not keep a LISTEN connection open.
  // The API's own store loads the documents (or hears of them) when it starts.
  const store = new MemoryContentStore(deps);
  await store.start();
  try {
    const site = deps.config.storeUrl;
    const missing = (documents: { _id: string }[]) =>
      documents.filter((document) => store.getDocuments([document._id])[0] === undefined);
    if (missing(buildContentDocuments(site)).length === 0) return { created: [] };

    const images: SeedImageIds = options.images
      ? await storeSeedImages({ config: deps.config, store })
      : {};
    const documents = missing(buildContentDocuments(site, images, await stockLocationIds(deps)));
    if (documents.length === 0) return { created: [] };
    await store.mutate(documents.map((document) => ({ createIfNotExists: document })));
    return { created: documents.map((document) => document._id) };
  } finally {
    await store.close();
  }
}

export async function seedContent(
  deps: AppDeps,
  options: ContentSeedOptions = {},
): Promise<ContentSeedResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await seedOnce(deps, options);
    } catch (error) {
      // 409: another API process wrote the same documents first; look again with a fresh store.
      if (!(error instanceof ContentError && error.status === 409) || attempt >= SEED_ATTEMPTS) {
        throw error;
      }
    }
  }
}
