// Seeds the demo shop on a fresh database. Placeholder: the demo catalogue is being written.
import type { AppDeps } from "../http/context";

export interface SeedSummary {
  /** The publishable API key (its id) the web app sends as x-publishable-api-key. */
  publishableApiKey: string;
  salesChannelId: string;
  regions: { us: string; eu: string; jp: string };
  productCount: number;
}

export interface SeedOptions {
  /** Generate the product image files (skipped by API tests, which do not fetch them). */
  images?: boolean;
}

export async function seedDemoData(_deps: AppDeps, _options: SeedOptions = {}): Promise<SeedSummary> {
  return { publishableApiKey: "", salesChannelId: "", regions: { us: "", eu: "", jp: "" }, productCount: 0 };
}
