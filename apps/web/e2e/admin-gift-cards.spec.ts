// Gift cards in the admin (issue 14): staff issue a card for the US region and see its code; a
// shopper pays part of an order with that code at checkout; back on the card's page staff see
// what the order took, adjust the balance by hand and disable the card. A shopper buys a gift card
// on its own page for a recipient; it is issued when staff capture the payment, and its code is in
// the outbox, mailed to the recipient the line names. Every screen passes axe.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { apiUrl, webUrl } from "./servers";
import {
  addFirstProductToCart,
  adminNav,
  cartDropdown,
  expectNoSeriousA11yViolations,
  openOrder,
  saveScreenshot,
  signInAsStaff,
  summaryValue,
  waitForHydration,
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

/**
 * A guest checks out the cart with Pay later; `atReview` runs on the review step before the order
 * is placed. Answers the order's number.
 */
async function checkOutAsGuest(
  page: Page,
  email: string,
  atReview: (summary: Locator) => Promise<void> = async () => {},
): Promise<number> {
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
  await atReview(page.getByRole("region", { name: "Order summary" }));
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/order\/confirmed\//);
  const confirmation = await page.getByText(/Your order number is #\d+/).innerText();
  return Number(/#(\d+)/.exec(confirmation)![1]);
}

/** A guest checks out the cart, paying part of it with the gift card `code`. */
async function payWithGiftCard(page: Page, email: string, code: string): Promise<void> {
  await checkOutAsGuest(page, email, async (summary) => {
    const form = summary.getByRole("form", { name: "Gift card code" });
    await form.getByLabel("Gift card code").fill(code.toLowerCase());
    await form.getByRole("button", { name: "Apply" }).click();
    await expect(summary.getByRole("list", { name: "Applied gift cards" })).toContainText(code);
    await expect(summaryValue(page, "Gift card")).toContainText("$5.00");
  });
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

test("a gift card bought in the shop is issued on capture and its code mailed to the recipient", async ({
  page,
  browser,
}, testInfo) => {
  const suffix = `${Date.now()}`;
  const recipient = `friend.${suffix}@example.com`;
  const buyer = `buyer.${suffix}@example.com`;

  const shopperContext = await browser.newContext({ baseURL: webUrl });
  const shopper = await shopperContext.newPage();
  await shopper.goto("/products/gift-card");
  const form = shopper.getByRole("form", { name: "Gift card" });
  const add = form.getByRole("button", { name: "Add gift card to cart" });
  await waitForHydration(add);
  await form.getByRole("radio", { name: "$25.00" }).check();
  await form.getByLabel("Recipient email").fill(recipient);
  await form.getByLabel("Recipient name").fill("Frankie");
  await form.getByLabel("Message (optional)").fill("Enjoy something lovely");
  await add.click();
  await expect(cartDropdown(shopper)).toContainText(`For Frankie (${recipient})`);
  const displayId = await checkOutAsGuest(shopper, buyer);
  await shopperContext.close();

  // Nothing is issued until staff capture the payment.
  await signInAsStaff(page);
  await openOrder(page, buyer, displayId);
  await page.getByRole("button", { name: "Capture payment" }).click();
  await expect(page.getByTestId("payment-status")).toHaveText("Captured");

  await adminNav(page).getByRole("link", { name: "Mail outbox" }).click();
  await page.getByRole("searchbox", { name: "Recipient" }).fill(recipient);
  await page.getByRole("button", { name: "Filter" }).click();
  const mail = page.getByText("Your Atelier gift card worth $25.00");
  await expect(mail).toBeVisible();
  await mail.click();
  const body = page.getByText(/Your code: [A-Z0-9]{4}(-[A-Z0-9]{4}){3}/).first();
  await expect(body).toBeVisible();
  await expect(page.getByText("Enjoy something lovely").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-outbox-gift-card-mail");
  const code = /[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3}/.exec(await body.innerText())![0];

  await adminNav(page).getByRole("link", { name: "Gift cards" }).click();
  await page.getByLabel("Search gift card code").fill(code);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: code }).click();
  await expect(page.getByTestId("gift-card-balance")).toHaveText("$25.00");
  await expect(page.getByRole("link", { name: `Order #${displayId}` })).toBeVisible();
  await saveScreenshot(page, testInfo, "admin-gift-card-bought");
  await expectNoSeriousA11yViolations(page);
});
