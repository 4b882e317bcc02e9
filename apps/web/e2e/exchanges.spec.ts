// Exchanges (issue 13): a shopper exchanges one item of a delivered order for another variant of
// the same product from the account's order page (the form's errors, the difference shown before
// sending), confirms the exchange there, choosing its delivery and paying the difference by card;
// then staff see the exchange on the order screen, capture the difference after a dialog naming
// it, fulfil and ship the replacement and receive the returned item. Every screen passes axe.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiUrl } from "./servers";
import {
  deliveredOrderByApi,
  expectNoSeriousA11yViolations,
  openOrder,
  saveScreenshot,
  signInAsStaff,
} from "./support";

const PASSWORD = "swap-it-please";
const storeHeaders = { "x-publishable-api-key": process.env.E2E_PUBLISHABLE_KEY ?? "" };

async function signedUpShopper(request: APIRequestContext, email: string): Promise<void> {
  const customer = { first_name: "Sam", last_name: "Swap", email, password: PASSWORD };
  const created = await request.post(`${apiUrl}/store/customers`, {
    headers: storeHeaders,
    data: customer,
  });
  expect(created.status()).toBe(200);
  const signedIn = await request.post(`${apiUrl}/store/auth`, {
    headers: storeHeaders,
    data: { email, password: PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
}

interface PricedVariant {
  id: string;
  title: string;
  inventory_quantity: number;
  calculated_price: number | null;
}

/** The dearest other variant of the ordered variant's product that is in stock. */
async function otherVariant(request: APIRequestContext, variantId: string) {
  const read = async <T>(path: string): Promise<T> => {
    const response = await request.get(`${apiUrl}${path}`, { headers: storeHeaders });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  const { variant } = await read<{ variant: { product_id: string } }>(
    `/store/variants/${variantId}`,
  );
  const { regions } = await read<{ regions: { id: string; currency_code: string }[] }>(
    "/store/regions",
  );
  const region = regions.find((each) => each.currency_code === "usd")!;
  const { product } = await read<{ product: { title: string; variants: PricedVariant[] } }>(
    `/store/products/${variant.product_id}?region_id=${region.id}`,
  );
  const [dearest] = product.variants
    .filter((each) => each.id !== variantId && each.inventory_quantity > 0)
    .sort((a, b) => (b.calculated_price ?? 0) - (a.calculated_price ?? 0));
  expect(dearest, "the product has another variant in stock").toBeDefined();
  return { product: product.title, variant: dearest };
}

test("a shopper exchanges an item for another variant and pays the difference; staff capture, fulfil and ship it", async ({
  page,
  request,
}, testInfo) => {
  // Two people's whole journey (ask, confirm and pay; capture, fulfil, ship, receive) with six
  // axe passes: longer than one page's test on a loaded machine.
  test.slow();
  const email = `exchanger.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await signedUpShopper(request, email);
  const order = await deliveredOrderByApi(request, email);
  const replacement = await otherVariant(request, order.items[0].variant_id);

  await page.goto("/account/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.goto(`/account/orders/${order.id}`);
  await expect(page.getByRole("heading", { name: `Order #${order.display_id}` })).toBeVisible();

  const exchanges = page.getByRole("region", { name: "Exchanges" });
  await exchanges.getByRole("button", { name: "Exchange items" }).click();
  const form = exchanges.getByRole("form", { name: "Exchange items" });
  const send = form.getByRole("button", { name: "Request exchange" });
  await send.click();
  await expect(form.getByText("Choose at least one item to return.")).toBeVisible();
  await expect(form.getByText("Choose a reason.")).toBeVisible();
  await expect(form.getByText("Choose the replacement.")).toBeVisible();

  await form.getByLabel(/^Quantity to send back:/).fill("1");
  await form.getByLabel("Reason").selectOption({ label: "Does not fit the space" });
  await form.getByLabel("Note (optional)").fill("The larger one, please");
  await expect(form.getByLabel("Product")).toHaveValue(/.+/);
  await form.getByLabel("Size, colour or finish").selectOption(replacement.variant.id);
  const estimate = form.getByTestId("exchange-difference-estimate");
  await expect(estimate).toContainText("Replacement, with tax");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "account-exchange-form");

  await send.click();
  await expect(page.getByText("Exchange requested. Confirm it below.")).toBeVisible();
  const confirmation = page.getByRole("region", { name: "Confirm your exchange" });
  await confirmation.getByRole("radio").first().check();
  await confirmation.getByRole("button", { name: "Continue" }).click();
  await confirmation.getByRole("radio", { name: "Test card" }).check();
  await confirmation.getByLabel("Card number").fill("4242 4242 4242 4242");
  await expectNoSeriousA11yViolations(page);
  await confirmation.getByRole("button", { name: "Continue" }).click();
  const pay = confirmation.getByRole("button", { name: /^Pay \$[\d,]+\.\d\d and confirm$/ });
  await expect(pay).toBeVisible();
  const difference = /\$[\d,]+\.\d\d/.exec((await pay.textContent()) ?? "")?.[0];
  expect(difference).toBeDefined();
  await expect(confirmation.getByTestId("exchange-cart-total")).toHaveText(difference!);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "account-exchange-confirm");
  await pay.click();

  await expect(page.getByText("Exchange confirmed. We will send the replacement.")).toBeVisible();
  const shopperExchange = exchanges.getByTestId("order-exchange");
  await expect(shopperExchange).toContainText("Confirmed");
  await expect(shopperExchange).toContainText(`Difference: ${difference}`);
  await expect(shopperExchange).toContainText(replacement.variant.title);
  await expect(shopperExchange).toContainText("Does not fit the space");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "account-exchanges");

  // The shopper signs out of this browser (cookie and session hint) before staff sign in.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAsStaff(page);
  await openOrder(page, email, order.display_id);
  const panel = page.getByRole("region", { name: "Exchanges" });
  const staffExchange = panel.getByTestId("order-exchange");
  await expect(staffExchange).toContainText("Confirmed");
  await expect(staffExchange).toContainText("Awaiting capture");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-exchange");

  await staffExchange.getByRole("button", { name: `Capture ${difference}` }).click();
  const dialog = page.getByRole("dialog", { name: `Capture ${difference}?` });
  await expect(dialog).toContainText(difference!);
  await saveScreenshot(page, testInfo, "admin-exchange-capture-dialog");
  await dialog.getByRole("button", { name: `Capture ${difference}` }).click();
  await expect(page.getByText("Exchange payment processed.")).toBeVisible();
  await expect(staffExchange).toContainText("Paid");

  await staffExchange.getByRole("button", { name: "Fulfil exchange" }).click();
  await expect(page.getByText("Exchange packed.")).toBeVisible();
  await expect(staffExchange).toContainText("Packed");
  const shipForm = staffExchange.getByRole("form", { name: "Ship exchange" });
  await shipForm.getByLabel("Tracking numbers (optional)").fill("EX-123");
  await shipForm.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByText("Exchange marked as shipped.")).toBeVisible();
  await expect(staffExchange).toContainText("Shipped · tracking EX-123");

  await staffExchange.getByRole("button", { name: "Receive return" }).click();
  const receive = staffExchange.getByRole("form", { name: "Receive return" });
  await expect(receive.getByTestId("receive-refund")).toContainText("none");
  await receive.getByRole("button", { name: "Receive return" }).click();
  await page
    .getByRole("dialog", { name: "Receive this return?" })
    .getByRole("button", { name: "Receive return" })
    .click();
  await expect(page.getByText("Exchange return received.")).toBeVisible();
  await expect(staffExchange).toContainText("return received");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-exchange-shipped");
});
