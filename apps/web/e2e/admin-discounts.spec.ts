// Discounts (issue 14): staff create a percentage code in the admin (the form first says what is
// missing), find it in the list with no uses, and issue a gift card; a shopper applies both at
// checkout, sees their rows and places the order; the list then counts one use and the card is
// spent. Every screen passes axe.
import { expect, test, type Locator } from "@playwright/test";
import {
  addFirstProductToCart,
  adminNav,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  signInAsStaff,
  summaryValue,
} from "./support";

async function fillAddress(form: Locator): Promise<void> {
  await form.getByLabel("First name").fill("Dina");
  await form.getByLabel("Last name").fill("Discount");
  await form.getByLabel("Address", { exact: true }).fill("10 Sale Street");
  await form.getByLabel("Postal code").fill("20001");
  await form.getByLabel("City").fill("Washington");
  await form.getByLabel("Country").selectOption("us");
}

test("staff create a discount code and a gift card, and a shopper uses both at checkout", async ({
  browser,
  page,
}, testInfo) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;

  await signInAsStaff(page);
  await adminNav(page).getByRole("link", { name: "Discounts" }).click();
  await expect(page.getByRole("heading", { name: "Discounts", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Create discount" }).click();
  const form = page.getByRole("form", { name: "Create discount" });
  await expect(form.getByRole("checkbox").first()).toBeEnabled();

  await form.getByRole("button", { name: "Create discount" }).click();
  await expect(form.getByText("Enter a code.")).toBeVisible();
  await expect(form.getByText("Choose at least one region.")).toBeVisible();

  await form.getByRole("textbox", { name: "Code", exact: true }).fill(code.toLowerCase());
  await form.getByRole("textbox", { name: "Description" }).fill("End-to-end sale");
  await form.getByRole("textbox", { name: "Percentage" }).fill("15");
  const regions = form.getByRole("group", { name: "Regions the code is valid in" });
  for (const region of await regions.getByRole("checkbox").all()) await region.check();
  await form.getByRole("textbox", { name: "Usage limit" }).fill("5");
  await expect(form.getByText("Enter a code.")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-discount-create");
  await form.getByRole("button", { name: "Create discount" }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Discount ${code}` })).toBeVisible();
  await expect(page.getByText("No conditions: the code applies to every item.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-discount");

  await adminNav(page).getByRole("link", { name: "Discounts" }).click();
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("15 %");
  await expect(row).toContainText("0 / 5");
  await expect(row).toContainText("Active");

  // A $5 gift card for the US, issued on the Gift cards screen.
  await adminNav(page).getByRole("link", { name: "Gift cards" }).click();
  const issue = page.getByRole("region", { name: "Issue a gift card" });
  await expect(issue.getByLabel("Region")).toBeEnabled();
  await issue.getByLabel("Region").selectOption({ label: "United States (USD)" });
  await issue.getByLabel("Amount").fill("5");
  await issue.getByRole("button", { name: "Issue gift card" }).click();
  await expect(page).toHaveURL(/\/admin\/gift-cards\/gift_/);
  const giftCard = (await page.getByTestId("gift-card-code").innerText()).trim();
  const giftCardUrl = page.url();

  // The shopper, in a browser of their own.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await addFirstProductToCart(shopper);
  await shopper.goto("/checkout");
  const summary = shopper.getByRole("region", { name: "Order summary" });
  const entry = summary.getByRole("form", { name: "Discount code" });
  await entry.getByLabel("Discount code").fill(code.toLowerCase());
  await entry.getByRole("button", { name: "Apply" }).click();
  await expect(summary.getByText("Discount", { exact: true })).toBeVisible();
  await expect(summary.getByRole("button", { name: `Remove discount ${code}` })).toBeVisible();

  const addressForm = shopper.getByRole("form", { name: "Shipping address" });
  await addressForm.getByLabel("Email").fill(`discount.${Date.now()}@example.com`);
  await fillAddress(addressForm);
  await addressForm.getByRole("button", { name: "Continue to delivery" }).click();
  await expect(shopper).toHaveURL(/step=delivery/);
  await shopper.getByRole("radio").first().check();
  await shopper.getByRole("button", { name: "Continue to payment" }).click();
  await expect(shopper).toHaveURL(/step=payment/);
  await shopper.getByRole("radio", { name: "Pay later" }).check();
  await shopper.getByRole("button", { name: "Continue to review" }).click();
  await expect(shopper).toHaveURL(/step=review/);
  await expect(summary.getByText("Discount", { exact: true })).toBeVisible();
  const cardEntry = summary.getByRole("form", { name: "Gift card code" });
  await cardEntry.getByLabel("Gift card code").fill(giftCard);
  await cardEntry.getByRole("button", { name: "Apply" }).click();
  await expect(summary.getByRole("list", { name: "Applied gift cards" })).toContainText(giftCard);
  await expect(summaryValue(shopper, "Gift card")).toContainText("$5.00");
  await expect(summary.getByText("Discount", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(shopper);
  await saveScreenshot(shopper, testInfo, "checkout-discount-and-gift-card");
  await shopper.getByRole("button", { name: "Place order" }).click();
  await expect(shopper).toHaveURL(/\/order\/confirmed\//);
  await expect(shopper.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  await shopperContext.close();

  await adminNav(page).getByRole("link", { name: "Discounts" }).click();
  await expect(page.getByRole("row").filter({ hasText: code })).toContainText("1 / 5");
  await page.goto(giftCardUrl);
  await expect(page.getByTestId("gift-card-balance")).toHaveText("$0.00");
});

test("staff give a dynamic discount codes and conditions, then disable and delete it", async ({
  page,
}, testInfo) => {
  const code = `DYN${Date.now().toString(36).toUpperCase()}`;
  await signInAsStaff(page);
  await page.goto("/admin/discounts/new");
  const form = page.getByRole("form", { name: "Create discount" });
  await expect(form.getByRole("checkbox").first()).toBeEnabled();
  await form.getByRole("textbox", { name: "Code", exact: true }).fill(code);
  await form.getByLabel("Type").selectOption("fixed");
  const regions = form.getByRole("group", { name: "Regions the code is valid in" });
  await regions.getByRole("checkbox").first().check();
  await form.getByRole("textbox", { name: /^Amount/ }).fill("5");
  await form.getByRole("checkbox", { name: /^Dynamic/ }).check();
  await form.getByRole("textbox", { name: "Each code is valid for (days)" }).fill("7");
  await form.getByRole("button", { name: "Create discount" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Discount ${code}` })).toBeVisible();

  const codes = page.getByRole("region", { name: "Dynamic codes" });
  await expect(codes).toContainText("Each code is valid for 7 days after it is made.");
  await codes.getByRole("textbox", { name: "New code" }).fill(`${code}-ada`);
  await codes.getByRole("button", { name: "Add code" }).click();
  await expect(codes.getByRole("list", { name: "Codes" })).toContainText(`${code}-ADA`);

  const conditions = page.getByRole("region", { name: "Conditions" });
  await conditions.getByRole("button", { name: "Search", exact: true }).click();
  const firstResult = conditions
    .getByRole("list", { name: "Search results" })
    .getByRole("button")
    .first();
  const productName = ((await firstResult.getAttribute("aria-label")) ?? "").replace(/^Add /, "");
  await firstResult.click();
  const productList = conditions.getByRole("list", { name: "Products: only these" });
  await expect(productList).toContainText(productName);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-discount-dynamic");

  await productList.getByRole("button", { name: `Remove ${productName}` }).click();
  await expect(productList.getByRole("listitem")).toHaveCount(0);
  await conditions.getByRole("button", { name: "Delete condition" }).click();
  await expect(conditions).toContainText("No conditions: the code applies to every item.");

  await codes.getByRole("button", { name: `Delete code ${code}-ADA` }).click();
  await expect(codes).toContainText("No codes yet.");

  await page.getByRole("button", { name: "Disable" }).click();
  await expect(page.getByRole("button", { name: "Enable" })).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${code}?` });
  await dialog.getByRole("button", { name: "Delete discount" }).click();
  await expect(page.getByRole("heading", { name: "Discounts", level: 1 })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: code })).toHaveCount(0);
});
