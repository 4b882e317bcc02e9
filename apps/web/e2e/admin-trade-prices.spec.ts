// A shopper applies to the trade programme from their account, staff approve the application on
// the admin landing page, and the shopper, signed in again, pays less than an anonymous visitor
// for the same product.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { webUrl } from "./servers";
import {
  addFirstProductToCart,
  cartDropdown,
  saveScreenshot,
  signInAsStaff,
  summaryValue,
} from "./support";

const PASSWORD = "trade-prices-1";

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: webUrl });
  return context.newPage();
}

/** "$1,990.00" → 1990. */
function amountOf(text: string): number {
  return Number(text.replace(/[^0-9.]/g, ""));
}

/** The price shown beside the product page's options (the base price struck through on a sale). */
function productPagePrice(page: Page) {
  return page.getByRole("main").locator("[aria-live=polite]").first();
}

async function cartSubtotal(page: Page): Promise<number> {
  await page.goto("/cart");
  return amountOf(await summaryValue(page, "Subtotal (excl. taxes)").innerText());
}

test.describe("trade prices", () => {
  test("an approved trade professional sees lower prices than an anonymous visitor", async ({
    browser,
  }, testInfo) => {
    // What an anonymous visitor pays for one of the first seeded bedroom product (the shop's
    // newest product may be one another spec imported, which no trade price list covers).
    const visitor = await newPage(browser);
    const title = await addFirstProductToCart(visitor, "/collections/bedroom");
    const productPath = new URL(visitor.url()).pathname;
    const listPrice = (
      await productPagePrice(visitor).locator("span > span").first().innerText()
    ).trim();
    await expect(productPagePrice(visitor).locator("s")).toHaveCount(0);
    const anonymousSubtotal = await cartSubtotal(visitor);
    expect(anonymousSubtotal).toBeGreaterThan(0);

    // A shopper registers and applies to the trade programme from their account.
    const shopper = await newPage(browser);
    const email = `trade.${Date.now()}@example.com`;
    await shopper.goto("/account/login");
    await shopper.getByRole("tab", { name: "Create account" }).click();
    await shopper.getByLabel("First name").fill("Tessa");
    await shopper.getByLabel("Last name").fill("Trade");
    await shopper.getByLabel("Email").fill(email);
    await shopper.getByLabel("Password").fill(PASSWORD);
    await shopper.getByRole("button", { name: "Create account" }).click();
    await expect(shopper).toHaveURL(/\/account$/);
    const application = shopper.getByRole("form", { name: "Apply to the trade programme" });
    await application.getByLabel("Company").fill("Tessa Trade Interiors");
    await application.getByLabel("Trade type").selectOption("Interior designer");
    await application.getByRole("button", { name: "Apply" }).click();
    await expect(shopper.getByText("Your application has been sent.")).toBeVisible();
    await shopper.getByRole("button", { name: "Sign out" }).click();
    await expect(shopper).toHaveURL(/\/account\/login$/);

    // Staff land on the trade professionals and approve the application.
    const staff = await newPage(browser);
    await signInAsStaff(staff);
    await staff.getByLabel("Search name, email or company").fill(email);
    await staff.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await staff.getByRole("link", { name: "Tessa Trade" }).click();
    await expect(staff.getByRole("heading", { name: "Tessa Trade" })).toBeVisible();
    await expect(staff.getByRole("main").getByText("Pending review")).toBeVisible();
    await staff.getByRole("button", { name: "Approve" }).click();
    await staff
      .getByRole("dialog", { name: "Approve application" })
      .getByRole("button", { name: "Approve" })
      .click();
    await expect(staff.getByText("Tessa Trade was approved.")).toBeVisible();
    await saveScreenshot(staff, testInfo, "admin-trade-approved");

    // The shopper signs in again and pays the trade price for the same product.
    await shopper.getByLabel("Email").fill(email);
    await shopper.getByLabel("Password").fill(PASSWORD);
    await shopper.getByRole("button", { name: "Sign in" }).click();
    await expect(shopper).toHaveURL(/\/account$/);
    await expect(shopper.getByTestId("trade-status")).toHaveText(/approved/i);
    await shopper.goto(productPath);
    await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(title);
    // The product page shows their trade price, with the list price struck through.
    await expect(productPagePrice(shopper).locator("s")).toHaveText(`Was ${listPrice}`);
    await saveScreenshot(shopper, testInfo, "trade-product-page");
    await shopper.getByRole("button", { name: "Add to cart" }).click();
    await expect(cartDropdown(shopper)).toBeVisible();
    const tradeSubtotal = await cartSubtotal(shopper);
    await saveScreenshot(shopper, testInfo, "trade-cart");
    expect(tradeSubtotal).toBeGreaterThan(0);
    expect(tradeSubtotal).toBeLessThan(anonymousSubtotal);

    // The shop's product cards show trade prices too; a visitor's show none.
    await shopper.goto("/shop");
    await expect(shopper.getByRole("main").locator("article s").first()).toContainText("Was");
    await visitor.goto("/shop");
    await expect(visitor.getByRole("main").locator("article").first()).toBeVisible();
    await expect(visitor.getByRole("main").locator("article s")).toHaveCount(0);
  });
});
