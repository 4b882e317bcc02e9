// Shared handles and helpers for the browser tests.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { apiUrl, e2eStaff } from "./servers";

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
  // From the top: scrolled down, the sticky header would be drawn over the middle of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

/** What went wrong on a page while a test drove it; each list fills as it happens. */
export interface PageTrouble {
  /** console.error messages, Chromium's own included (refused loads, failed requests, bad headers). */
  consoleErrors: string[];
  /** console.warn messages (React's hydration and key warnings among them). */
  consoleWarnings: string[];
  /** Exceptions that nothing caught. */
  pageErrors: string[];
  /** `securitypolicyviolation` events, as "<directive> <blocked URL>". */
  cspViolations: string[];
}

/**
 * Starts collecting the page's console errors and warnings, uncaught exceptions and CSP
 * violations; call it
 * before the first `goto`. It follows the page through navigations.
 */
export async function watchPage(page: Page): Promise<PageTrouble> {
  const trouble: PageTrouble = {
    consoleErrors: [],
    consoleWarnings: [],
    pageErrors: [],
    cspViolations: [],
  };
  page.on("console", (message) => {
    if (message.type() === "error") trouble.consoleErrors.push(message.text());
    if (message.type() === "warning") trouble.consoleWarnings.push(message.text());
  });
  page.on("pageerror", (error) => trouble.pageErrors.push(error.message));
  await page.exposeFunction("reportCspViolation", (violation: string) => {
    trouble.cspViolations.push(violation);
  });
  // Playwright's init scripts run outside the page's CSP, before any of the page's own scripts.
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation(violation: string): void })
      .reportCspViolation;
    document.addEventListener("securitypolicyviolation", (event) => {
      void report(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return trouble;
}

/** Waits until React has hydrated the element (its handlers are attached), so a click counts. */
export async function waitForHydration(element: Locator): Promise<void> {
  const handle = await element.elementHandle();
  await element
    .page()
    .waitForFunction(
      (node) => node !== null && Object.keys(node).some((key) => key.startsWith("__reactProps$")),
      handle,
    );
}

export const cartButton = (page: Page) => page.getByRole("button", { name: /^Cart, / });
export const cartDropdown = (page: Page) => page.getByRole("dialog", { name: "Your cart" });

/** A label such as "Subtotal (excl. taxes)" matched as written, brackets and dots included. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The value of a row of the cart summary ("Subtotal (excl. taxes)", "Taxes", "Total"). */
export function summaryValue(page: Page, label: string) {
  return page
    .getByRole("region", { name: "Order summary" })
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${escapeRegExp(label)}$`) }) })
    .locator("dd");
}

/** Waits until the stored cart exists, so tests start from a page with a live cart. */
export async function waitForCart(page: Page): Promise<string> {
  await page.waitForFunction(() => localStorage.getItem("atelier_cart_id"));
  return (await page.evaluate(() => localStorage.getItem("atelier_cart_id"))) ?? "";
}

/** Opens a product that can be bought, adds it and waits for the dropdown. */
// From a seeded collection, not /shop: the shop's newest product may be one another spec made
// (admin-import-export imports one), with no trade price and only the price its CSV gave it.
export async function addFirstProductToCart(
  page: Page,
  shopPath = "/collections/bedroom",
): Promise<string> {
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

/**
 * Switches off animations and transitions while axe looks: a toast caught half faded in (or half
 * faded out over a heading) has a contrast it never has at rest, so every element is audited in
 * its resting state. Finite animations end at once (their last frame holds); infinite ones stop.
 */
const AT_REST_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
}`;

/** axe-core over the page, at rest: serious and critical violations fail the test. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const atRest = await page.addStyleTag({ content: AT_REST_CSS });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  await atRest.evaluate((style) => (style as Element).remove());
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`,
    ),
  ).toEqual([]);
}

/** Signs in as the seeded staff member and waits for the admin landing page. */
export async function signInAsStaff(page: Page): Promise<void> {
  await page.goto("/account/login");
  await page.getByRole("tab", { name: "Staff" }).click();
  await page.getByLabel("Email").fill(e2eStaff.email);
  await page.getByLabel("Password").fill(e2eStaff.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/trade-professionals$/);
}

export const adminNav = (page: Page) => page.getByRole("navigation", { name: "Admin" });

/** From any admin page: finds the order by the shopper's email and opens it. */
export async function openOrder(page: Page, email: string, displayId: number): Promise<void> {
  await adminNav(page).getByRole("link", { name: "Orders", exact: true }).click();
  await page.getByLabel("Search order number or email").fill(email);
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("link", { name: `Order #${displayId}` }).click();
  await expect(page.getByRole("heading", { name: `Order #${displayId}` })).toBeVisible();
}

/** An order as the e2e helpers need it. */
export interface PlacedOrder {
  id: string;
  display_id: number;
  items: { id: string; quantity: number; variant_id: string }[];
}

/**
 * A shopper's order of two of a stocked item, placed through the Store API (quicker than the
 * shop's pages); answers its number.
 */
export async function placeOrderByApi(request: APIRequestContext, email: string): Promise<number> {
  return (await placeOrderDataByApi(request, email)).display_id;
}

/** A bearer token of the seeded staff member, for Admin API calls a test makes directly. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const signIn = await request.post(`${apiUrl}/admin/auth/token`, { data: e2eStaff });
  expect(signIn.status()).toBe(200);
  return ((await signIn.json()) as { access_token: string }).access_token;
}

/**
 * An order of two of a stocked item, paid, captured, packed and shipped through the APIs. With a
 * signed-in `request` (its session cookie), the order is that customer's.
 */
export async function deliveredOrderByApi(
  request: APIRequestContext,
  email: string,
): Promise<PlacedOrder> {
  const order = await placeOrderDataByApi(request, email);
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const act = async (path: string, data: unknown = {}) => {
    const response = await request.post(`${apiUrl}/admin/orders/${order.id}${path}`, {
      headers,
      data,
    });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as { order: { fulfillments: { id: string }[] } };
  };
  await act("/capture");
  const packed = await act("/fulfillment", {
    items: order.items.map((item) => ({ item_id: item.id, quantity: item.quantity })),
  });
  await act("/shipment", { fulfillment_id: packed.order.fulfillments[0].id });
  return order;
}

async function placeOrderDataByApi(
  request: APIRequestContext,
  email: string,
): Promise<PlacedOrder> {
  const headers = { "x-publishable-api-key": process.env.E2E_PUBLISHABLE_KEY ?? "" };
  const call = async <T>(path: string, data?: unknown): Promise<T> => {
    const response = data
      ? await request.post(`${apiUrl}${path}`, { headers, data })
      : await request.get(`${apiUrl}${path}`, { headers });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  const { regions } = await call<{ regions: { id: string; currency_code: string }[] }>(
    "/store/regions",
  );
  const region = regions.find((each) => each.currency_code === "usd")!;
  const { products } = await call<{
    products: { variants: { id: string; inventory_quantity: number }[] }[];
  }>(`/store/products?limit=20&region_id=${region.id}`);
  const variant = products
    .flatMap((product) => product.variants)
    .find((each) => each.inventory_quantity > 5)!;
  const { cart } = await call<{ cart: { id: string } }>("/store/carts", { region_id: region.id });
  await call(`/store/carts/${cart.id}/line-items`, { variant_id: variant.id, quantity: 2 });
  await call(`/store/carts/${cart.id}`, {
    email,
    shipping_address: {
      first_name: "Otto",
      last_name: "Order",
      address_1: "1 Main Street",
      city: "Springfield",
      country_code: "us",
      postal_code: "12345",
    },
  });
  const { shipping_options: options } = await call<{ shipping_options: { id: string }[] }>(
    `/store/shipping-options/${cart.id}`,
  );
  await call(`/store/carts/${cart.id}/shipping-methods`, { option_id: options[0].id });
  await call(`/store/carts/${cart.id}/payment-sessions`, {});
  await call(`/store/carts/${cart.id}/payment-session`, { provider_id: "manual" });
  const completion = await call<{ type: string; data: PlacedOrder }>(
    `/store/carts/${cart.id}/complete`,
    {},
  );
  expect(completion.type).toBe("order");
  return completion.data;
}

/** More Tab presses than any admin page has stops before its main content ends. */
const MAX_TABS = 60;

export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
