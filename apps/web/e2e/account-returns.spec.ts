// Returns for people (issue 13): a shopper sends one item of a delivered order back from the
// account's order page (the form's errors, the refund shown before sending, the return listed
// with its state), then staff find it under Returns, receive it on the order screen after the
// confirmation dialog, and the refund and the restock show; the unit is back in stock. Staff also
// request a return without a refund for a customer and cancel it. Every screen passes axe.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiUrl } from "./servers";
import {
  adminNav,
  deliveredOrderByApi,
  expectNoSeriousA11yViolations,
  openOrder,
  saveScreenshot,
  signInAsStaff,
} from "./support";

const PASSWORD = "return-it-please";
const storeHeaders = { "x-publishable-api-key": process.env.E2E_PUBLISHABLE_KEY ?? "" };

async function signedUpShopper(request: APIRequestContext, email: string): Promise<void> {
  const customer = { first_name: "Rita", last_name: "Return", email, password: PASSWORD };
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

async function stockOf(request: APIRequestContext, variantId: string): Promise<number> {
  const response = await request.get(`${apiUrl}/store/variants/${variantId}`, {
    headers: storeHeaders,
  });
  return ((await response.json()) as { variant: { inventory_quantity: number } }).variant
    .inventory_quantity;
}

test("a shopper returns one item of a delivered order and staff receive it", async ({
  page,
  request,
}, testInfo) => {
  const email = `returner.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await signedUpShopper(request, email);
  const order = await deliveredOrderByApi(request, email);
  const line = order.items[0];
  const stockBefore = await stockOf(request, line.variant_id);

  await page.goto("/account/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.goto(`/account/orders/${order.id}`);
  await expect(page.getByRole("heading", { name: `Order #${order.display_id}` })).toBeVisible();

  await page.getByRole("button", { name: "Return items" }).click();
  const form = page.getByRole("form", { name: "Return items" });
  const send = form.getByRole("button", { name: "Send return request" });
  await send.click();
  await expect(form.getByText("Choose at least one item to return.")).toBeVisible();
  await expect(form.getByText("Choose a reason.")).toBeVisible();
  const quantity = form.getByLabel(/^Quantity to return:/);
  await quantity.fill("5");
  await send.click();
  await expect(form.getByText("At most 2.")).toBeVisible();

  await quantity.fill("1");
  await form.getByLabel("Reason").selectOption({ label: "Scratched or dented" });
  await form.getByLabel("Note (optional)").fill("A scratch across the top");
  const estimate = form.getByTestId("return-refund-estimate");
  await expect(estimate).toContainText("once the items reach us");
  const refund = /\$[\d,]+\.\d\d/.exec((await estimate.textContent()) ?? "")?.[0];
  expect(refund).toBeDefined();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "account-return-form");

  await send.click();
  await expect(page.getByText("Return requested.")).toBeVisible();
  const shopperReturn = page.getByTestId("order-return");
  await expect(shopperReturn).toContainText("Requested");
  await expect(shopperReturn).toContainText(`Refund: ${refund}`);
  await expect(shopperReturn).toContainText("Scratched or dented");
  // One of the two units is asked for: the other can still come back.
  await expect(page.getByRole("button", { name: "Return items" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "account-returns");

  // The shopper signs out of this browser (cookie and session hint) before staff sign in.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInAsStaff(page);
  await adminNav(page).getByRole("link", { name: "Returns and exchanges" }).click();
  await expect(page.getByRole("heading", { name: "Returns and exchanges" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: `Order #${order.display_id}` });
  await expect(row).toContainText("Requested");
  await expect(row).toContainText(refund!);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-returns");

  await row.getByRole("link", { name: `Order #${order.display_id}` }).click();
  const returns = page.getByRole("region", { name: "Returns" });
  await returns.getByRole("button", { name: "Receive", exact: true }).click();
  const receive = returns.getByRole("form", { name: "Receive return" });
  await expect(receive.getByLabel(/^Quantity received:/)).toHaveValue("1");
  await expect(receive.getByLabel(/^Put back in stock:/)).toBeChecked();
  await expect(receive.getByTestId("receive-refund")).toContainText(refund!);
  await expectNoSeriousA11yViolations(page);
  await receive.getByRole("button", { name: "Receive return" }).click();
  const dialog = page.getByRole("dialog", { name: "Receive this return?" });
  await expect(dialog).toContainText(refund!);
  await saveScreenshot(page, testInfo, "admin-return-receive-dialog");
  await dialog.getByRole("button", { name: "Receive return" }).click();

  await expect(page.getByText("Return received.")).toBeVisible();
  const received = returns.getByTestId("order-return");
  await expect(received).toContainText("Received");
  await expect(received).toContainText(`Refunded: ${refund}`);
  await expect(received).toContainText("back in stock");
  await expect(page.getByTestId("payment-status")).toContainText(/refunded/i);
  await expect(page.getByTestId("fulfillment-status")).toContainText(/returned/i);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-return-received");
  expect(await stockOf(request, line.variant_id)).toBe(stockBefore + 1);
});

test("staff request a return without a refund and cancel it", async ({
  page,
  request,
}, testInfo) => {
  const email = `staff-return.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const order = await deliveredOrderByApi(request, email);
  await signInAsStaff(page);
  await openOrder(page, email, order.display_id);
  const returns = page.getByRole("region", { name: "Returns" });
  await expect(returns.getByText("No returns for this order.")).toBeVisible();

  await returns.getByRole("button", { name: "Request return" }).click();
  const form = returns.getByRole("form", { name: "Return items" });
  await form.getByRole("button", { name: "Request return" }).click();
  await expect(form.getByText("Choose at least one item to return.")).toBeVisible();
  await form.getByLabel(/^Quantity to return:/).fill("2");
  await form.getByLabel("Reason").selectOption({ label: "Scratched or dented" });
  await expect(form.getByTestId("return-refund-estimate")).toContainText("once the items reach us");
  await form.getByLabel("Refund the customer when the items arrive").uncheck();
  await expect(form.getByTestId("return-refund-estimate")).toContainText("none");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-request-return");
  await form.getByRole("button", { name: "Request return" }).click();

  await expect(page.getByText("Return requested.")).toBeVisible();
  const requested = returns.getByTestId("order-return");
  await expect(requested).toContainText("Requested");
  await expect(requested).toContainText("Refund: $0.00");
  // Both units are asked for: nothing more can be requested until this return closes.
  await expect(returns.getByRole("button", { name: "Request return" })).toHaveCount(0);

  await requested.getByRole("button", { name: "Cancel return" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this return?" });
  await dialog.getByRole("button", { name: "Cancel return" }).click();
  await expect(page.getByText("Return canceled.")).toBeVisible();
  await expect(requested).toContainText("Cancelled");
  await expect(returns.getByRole("button", { name: "Request return" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
