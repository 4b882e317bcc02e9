// Spec §7 order lookup: a guest finds an order by its number and email from the footer's link,
// sees its lines and total; a wrong email or a bad number is told so in words; the link of the
// confirmation mail opens the order at once.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiUrl } from "./servers";
import { expectNoSeriousA11yViolations, placeOrderByApi } from "./support";

interface LookedUpOrder {
  total: number;
  currency_code: string;
  items: { title: string; quantity: number }[];
}

/** The order as the Store API answers the same lookup, to compare the page against. */
async function orderFromApi(
  request: APIRequestContext,
  displayId: number,
  email: string,
): Promise<LookedUpOrder> {
  const query = new URLSearchParams({ display_id: String(displayId), email });
  const response = await request.get(`${apiUrl}/store/orders?${query.toString()}`, {
    headers: { "x-publishable-api-key": process.env.E2E_PUBLISHABLE_KEY ?? "" },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { order: LookedUpOrder }).order;
}

/** The value beside "Total" in the found order's totals. */
const totalValue = (page: Page) =>
  page
    .locator('dl[aria-label="Order totals"] > div')
    .filter({ has: page.locator("dt", { hasText: /^Total$/ }) })
    .locator("dd");

async function expectOrderShown(page: Page, displayId: number, order: LookedUpOrder) {
  await expect(page.getByRole("heading", { name: `Order #${displayId}` })).toBeVisible();
  const items = page.getByRole("list", { name: "Items" }).getByRole("listitem");
  await expect(items).toHaveCount(order.items.length);
  await expect(items.first()).toContainText(order.items[0].title);
  await expect(items.first()).toContainText(`Quantity: ${order.items[0].quantity}`);
  const total = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: order.currency_code,
  }).format(order.total / 100);
  await expect(totalValue(page)).toHaveText(total);
}

test.describe("order lookup", () => {
  test("a guest finds an order from the footer link by its number and email", async ({
    page,
    request,
  }) => {
    const email = `lookup.${Date.now()}@example.com`;
    const displayId = await placeOrderByApi(request, email);
    const order = await orderFromApi(request, displayId, email);

    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Find your order" }).click();
    await expect(page).toHaveURL(/\/order\/lookup$/);
    await expect(page.getByRole("heading", { name: "Find your order", level: 1 })).toBeVisible();

    await page.getByLabel("Order number").fill(`#${displayId}`);
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Find order" }).click();
    await expectOrderShown(page, displayId, order);
    await expectNoSeriousA11yViolations(page);
  });

  test("a wrong email and a bad order number are told in words", async ({ page, request }) => {
    const email = `wrong.${Date.now()}@example.com`;
    const displayId = await placeOrderByApi(request, email);

    await page.goto("/order/lookup");
    await page.getByRole("button", { name: "Find order" }).click();
    await expect(page.getByText("Order number is required.")).toBeVisible();
    await expect(page.getByText("Email is required.")).toBeVisible();
    await expect(page.getByLabel("Order number")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Order number").fill("twelve");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Find order" }).click();
    await expect(
      page.getByText("Enter the order number from your confirmation, for example 1042."),
    ).toBeVisible();

    await page.getByLabel("Order number").fill(String(displayId));
    await page.getByLabel("Email").fill("someone.else@example.com");
    await page.getByRole("button", { name: "Find order" }).click();
    await expect(page.getByRole("form", { name: "Find your order" }).getByRole("alert")).toHaveText(
      "We couldn't find an order with that number and email.",
    );
    await expect(page.getByRole("heading", { name: `Order #${displayId}` })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("the confirmation mail's link opens the order with both fields filled in", async ({
    page,
    request,
  }) => {
    const email = `mail.link.${Date.now()}@example.com`;
    const displayId = await placeOrderByApi(request, email);
    const order = await orderFromApi(request, displayId, email);

    const query = new URLSearchParams({ display_id: String(displayId), email });
    await page.goto(`/order/lookup?${query.toString()}`);
    await expect(page.getByLabel("Order number")).toHaveValue(String(displayId));
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expectOrderShown(page, displayId, order);
  });
});
