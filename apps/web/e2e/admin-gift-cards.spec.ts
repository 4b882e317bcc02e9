// Gift cards in the admin (issue 14): staff issue a card for the US region and see its code; a
// shopper pays part of an order with that code at checkout; back on the card's page staff see
// what the order took, adjust the balance by hand and disable the card. A gift card bought in the
// shop is issued when staff capture the payment, and its code is in the outbox, mailed to the
// recipient the line names. Every screen passes axe.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { apiUrl, webUrl } from "./servers";
import {
  addFirstProductToCart,
  adminNav,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  signInAsStaff,
  staffToken,
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

test("a bought gift card is issued on capture and its code mailed to the recipient", async ({
  page,
  request,
}, testInfo) => {
  const staff = { authorization: `Bearer ${await staffToken(request)}` };
  const call = async <T>(path: string, data: unknown, headers: Record<string, string>) => {
    const response = await request.post(`${apiUrl}${path}`, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const regions = await request.get(`${apiUrl}/store/regions`, { headers: storeHeaders });
  const us = (
    (await regions.json()) as { regions: { id: string; currency_code: string }[] }
  ).regions.find((region) => region.currency_code === "usd")!;
  const suffix = `${Date.now()}`;
  const { product } = await call<{ product: { variants: { id: string }[] } }>(
    "/admin/products",
    {
      title: `Gift card ${suffix}`,
      handle: `gift-card-${suffix}`,
      is_giftcard: true,
      status: "published",
      options: [{ title: "Amount" }],
      variants: [
        {
          title: "$25",
          manage_inventory: false,
          prices: [{ currency_code: "usd", amount: 2500 }],
          options: [{ value: "25" }],
        },
      ],
    },
    staff,
  );

  const recipient = `friend.${suffix}@example.com`;
  const { cart } = await call<{ cart: { id: string } }>(
    "/store/carts",
    { region_id: us.id },
    storeHeaders,
  );
  await call(
    `/store/carts/${cart.id}/line-items`,
    {
      variant_id: product.variants[0].id,
      quantity: 1,
      metadata: {
        gift_card_recipient_email: recipient,
        gift_card_recipient_name: "Frankie",
        gift_card_message: "Enjoy something lovely",
      },
    },
    storeHeaders,
  );
  await call(
    `/store/carts/${cart.id}`,
    {
      email: `buyer.${suffix}@example.com`,
      shipping_address: {
        first_name: "Gina",
        last_name: "Giver",
        address_1: "5 Card Street",
        city: "Washington",
        postal_code: "20001",
        country_code: "us",
      },
    },
    storeHeaders,
  );
  await call(`/store/carts/${cart.id}/payment-sessions`, {}, storeHeaders);
  await call(`/store/carts/${cart.id}/payment-session`, { provider_id: "manual" }, storeHeaders);
  const completion = await call<{ type: string; data: { id: string; display_id: number } }>(
    `/store/carts/${cart.id}/complete`,
    {},
    storeHeaders,
  );
  expect(completion.type).toBe("order");
  await call(`/admin/orders/${completion.data.id}/capture`, {}, staff);

  await signInAsStaff(page);
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
  const code = /[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3}/.exec(await body.innerText())![0];

  await adminNav(page).getByRole("link", { name: "Gift cards" }).click();
  await page.getByLabel("Search gift card code").fill(code);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("link", { name: code }).click();
  await expect(page.getByTestId("gift-card-balance")).toHaveText("$25.00");
  await expect(
    page.getByRole("link", { name: `Order #${completion.data.display_id}` }),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, "admin-gift-card-bought");
  await expectNoSeriousA11yViolations(page);
});
