// The admin Returns and exchanges screen (issue 13): an exchange staff start for a delivered order
// through the Admin API is listed under Exchanges with its order (a link to it), customer, payment
// and fulfilment state and difference (not known until the customer confirms it). Axe-clean.
import { expect, test } from "@playwright/test";
import { apiUrl } from "./servers";
import {
  adminNav,
  deliveredOrderByApi,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  signInAsStaff,
  staffToken,
} from "./support";

test("staff see an exchange in the Returns and exchanges list and open its order", async ({
  page,
  request,
}, testInfo) => {
  const email = `exchange-list.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const order = await deliveredOrderByApi(request, email);
  const line = order.items[0];
  const created = await request.post(`${apiUrl}/admin/orders/${order.id}/swaps`, {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
    data: {
      return_items: [{ item_id: line.id, quantity: 1 }],
      additional_items: [{ variant_id: line.variant_id, quantity: 1 }],
    },
  });
  expect(created.status()).toBe(200);

  await signInAsStaff(page);
  await adminNav(page).getByRole("link", { name: "Returns and exchanges" }).click();
  await expect(page.getByRole("heading", { name: "Returns and exchanges" })).toBeVisible();
  const exchanges = page.getByRole("region", { name: "Exchanges" });
  const row = exchanges.getByRole("row").filter({ hasText: `Order #${order.display_id}` });
  await expect(row).toContainText(email);
  await expect(row.getByRole("cell").nth(3)).toHaveText("Not confirmed");
  await expect(row.getByRole("cell").nth(4)).toHaveText("Not packed");
  await expect(row.getByRole("cell").nth(5)).toHaveText("Not confirmed");
  // The exchange's return is listed under Returns, refunding nothing of its own.
  const returnRow = page
    .getByRole("region", { name: "Returns", exact: true })
    .getByRole("row")
    .filter({ hasText: `Order #${order.display_id}` });
  await expect(returnRow).toContainText("In the exchange");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-returns-and-exchanges");

  await row.getByRole("link", { name: `Order #${order.display_id}` }).click();
  await expect(page.getByRole("heading", { name: `Order #${order.display_id}` })).toBeVisible();
});
