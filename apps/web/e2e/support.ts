// Shared handles and helpers for the browser tests.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

export const screenshotsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "..",
  "test-results",
  "screenshots",
);

/** Saves a full-page screenshot as a test artefact (test-results/screenshots/<name>.png). */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  const file = path.join(screenshotsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

export const cartButton = (page: Page) => page.getByRole("button", { name: /^Cart, / });
export const cartDropdown = (page: Page) => page.getByRole("dialog", { name: "Your cart" });

/** The value of a row of the cart summary ("Subtotal", "Taxes", "Total"). */
export function summaryValue(page: Page, label: string) {
  return page
    .getByRole("region", { name: "Order summary" })
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");
}

/** Waits until the stored cart exists, so tests start from a page with a live cart. */
export async function waitForCart(page: Page): Promise<string> {
  await page.waitForFunction(() => localStorage.getItem("atelier_cart_id"));
  return (await page.evaluate(() => localStorage.getItem("atelier_cart_id"))) ?? "";
}

/** Opens a product that can be bought, adds it and waits for the dropdown. */
export async function addFirstProductToCart(page: Page, shopPath = "/shop"): Promise<string> {
  await page.goto(shopPath);
  await waitForCart(page);
  const firstProduct = page.locator('main a[href^="/products/"]').first();
  const href = (await firstProduct.getAttribute("href")) ?? "";
  await page.goto(href);
  const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(cartDropdown(page)).toBeVisible();
  return title;
}

/** axe-core over the page: serious and critical violations fail the test. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`,
    ),
  ).toEqual([]);
}
