// Gift cards in the admin (issue 14): staff issue a card for the US region and see its code; a
// shopper pays part of an order with that code at checkout; back on the card's page staff see
// what the order took, adjust the balance by hand and disable the card. Every screen passes axe.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { apiUrl, webUrl } from "./servers";
import {
  addFirstProductToCart,
  adminNav,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  signInAsStaff,
  summaryValue,
} from "./support";

const storeHeaders = { "x-publishable-api-key": process.env.E2E_PUBLISHABLE_KEY ?? "" };

async function fillAddress(form: Locator): Promise<void> {
  await form.getByLabel("First name").fill("Gina");
  await form.getByLabel("Last name").fill("Giver");
  await form.getByLabel("Address", { exact: true }).fill("5 Card Street");
  await form.getByLabel("Postal code").fill("20001");
  await form.getByLabel("City").fill("Washington");
  await form.getByLabel("Country").selectOption("us");
}

/** A guest checks out the cart with Pay later, paying part of it with the gift card `code`. */
async function payWithGiftCard(page: Page, email: string, code: string): Promise<void> {
  await page.goto("/checkout");
  const addressForm = page.getByRole("form", { name: "Shipping address" });
  await addressForm.getByLabel("Email").fill(email);
  await fillAddress(addressForm);
  await addressForm.getByRole("button", { name: "Continue to delivery" }).click();
  await expect(page).toHaveURL(/step=delivery/);
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/step=payment/);
  await page.getByRole("radio", { name: "Pay later" }).check();
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page).toHaveURL(/step=review/);

  const summary = page.getByRole("region", { name: "Order summary" });
  const form = summary.getByRole("form", { name: "Gift card code" });
  await form.getByLabel("Gift card code").fill(code.toLowerCase());
  await form.getByRole("button", { name: "Apply" }).click();
  await expect(summary.getByRole("list", { name: "Applied gift cards" })).toContainText(code);
  await expect(summaryValue(page, "Gift card")).toContainText("$5.00");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/order\/confirmed\//);
}

test("staff issue a gift card, a shopper pays with it, staff adjust and disable it", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const regions = await request.get(`${apiUrl}/store/regions`, { headers: storeHeaders });
  const us = (
    (await regions.json()) as { regions: { name: string; currency_code: string }[] }
  ).regions.find((region) => region.currency_code === "usd")!;

  await signInAsStaff(page);
  await adminNav(page).getByRole("link", { name: "Gift cards" }).click();
  await expect(page.getByRole("heading", { name: "Gift cards", level: 1 })).toBeVisible();
  const issue = page.getByRole("region", { name: "Issue a gift card" });
  await expect(issue.getByLabel("Region")).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  await issue.getByRole("button", { name: "Issue gift card" }).click();
  await expect(issue.getByText("Enter an amount.")).toBeVisible();
  await issue.getByLabel("Region").selectOption({ label: `${us.name} (USD)` });
  await issue.getByLabel("Amount").fill("5");
  await issue.getByRole("button", { name: "Issue gift card" }).click();

  await expect(page).toHaveURL(/\/admin\/gift-cards\/gift_/);
  const code = (await page.getByTestId("gift-card-code").innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
  await expect(page.getByTestId("gift-card-balance")).toHaveText("$5.00");
  await expect(page.getByTestId("gift-card-state")).toHaveText("Active");
  await expect(page.getByText("Not used yet.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-gift-card-issued");
  const cardUrl = page.url();

  const shopperContext = await browser.newContext({ baseURL: webUrl });
  const shopper = await shopperContext.newPage();
  await addFirstProductToCart(shopper);
  await payWithGiftCard(shopper, `gift.${Date.now()}@example.com`, code);
  await shopperContext.close();

  await page.goto(cardUrl);
  await expect(page.getByTestId("gift-card-balance")).toHaveText("$0.00");
  await expect(page.getByTestId("gift-card-state")).toHaveText("Used up");
  const used = page.getByRole("table", { name: "Orders paid with this card" });
  await expect(used.getByRole("row")).toHaveCount(2);
  await expect(used).toContainText("$5.00");

  await page.getByLabel("New balance (USD)").fill("2.50");
  await page.getByRole("button", { name: "Adjust balance" }).click();
  await expect(page.getByTestId("gift-card-balance")).toHaveText("$2.50");
  await expect(page.getByTestId("gift-card-state")).toHaveText("Active");

  await page.getByRole("button", { name: "Disable gift card" }).click();
  await expect(page.getByTestId("gift-card-state")).toHaveText("Disabled");
  await expect(page.getByRole("button", { name: "Enable gift card" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "← All gift cards" }).click();
  await page.getByLabel("Search gift card code").fill(code.slice(0, 4));
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("link", { name: code })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
