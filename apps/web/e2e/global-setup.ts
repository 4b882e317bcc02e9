import { startShop } from "./servers";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const shop = await startShop();
  process.env.E2E_PUBLISHABLE_KEY = shop.publishableKey;
  return shop.stop;
}
