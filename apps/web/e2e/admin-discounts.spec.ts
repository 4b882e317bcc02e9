// Discounts (issue 14): staff create a percentage code in the admin (the form first says what is
// missing), find it in the list with no uses, and a shopper applies it at checkout, sees the
// discount row and places the order; the list then counts one use. Every screen passes axe.
import { expect, test, type Locator } from "@playwright/test";
import {
  addFirstProductToCart,
  adminNav,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  signInAsStaff,
} from "./support";

async function fillAddress(form: Locator): Promise<void> {
  await form.getByLabel("First name").fill("Dina");
  await form.getByLabel("Last name").fill("Discount");
  await form.getByLabel("Address", { exact: true }).fill("10 Sale Street");
  await form.getByLabel("Postal code").fill("20001");
  await form.getByLabel("City").fill("Washington");
  await form.getByLabel("Country").selectOption("us");
}

test("staff create a discount code and a shopper uses it at checkout", async ({
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
  await expectNoSeriousA11yViolations(shopper);
  await shopper.getByRole("button", { name: "Place order" }).click();
  await expect(shopper).toHaveURL(/\/order\/confirmed\//);
  await expect(shopper.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  await shopperContext.close();

  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: code })).toContainText("1 / 5");
});
