// Locations and stock in the admin (issue 15): staff open the Warehouse, move two units of a
// product's variant to the Shoreditch showroom with a reason; the showroom's stock shows them and
// the item's history gives the reason. In the shop, the product page then says the variant is on
// display at Atelier Shoreditch, and the showroom page lists the product. An order's page shows
// the stock it holds. Every screen passes axe.
import { expect, test } from "@playwright/test";
import { apiUrl } from "./servers";
import {
  adminNav,
  expectNoSeriousA11yViolations,
  openOrder,
  placeOrderByApi,
  saveScreenshot,
  signInAsStaff,
} from "./support";

const storeHeaders = { "x-publishable-api-key": process.env.E2E_PUBLISHABLE_KEY ?? "" };

interface StoreProduct {
  title: string;
  handle: string;
  is_giftcard: boolean;
  variants: { id: string; title: string; sku: string | null; inventory_quantity: number }[];
}

test("staff move stock to a showroom, and the shop shows it on display there", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const listing = await request.get(`${apiUrl}/store/products?limit=50`, {
    headers: storeHeaders,
  });
  const { products } = (await listing.json()) as { products: StoreProduct[] };
  // The product page starts on the first variant in stock: that is the one moved.
  const product = products.find((candidate) => {
    const first = candidate.variants.find((variant) => variant.inventory_quantity > 0);
    return !candidate.is_giftcard && first?.sku && first.inventory_quantity > 5;
  })!;
  const variant = product.variants.find((candidate) => candidate.inventory_quantity > 0)!;
  const reason = "Display pieces for the Shoreditch showroom";

  await signInAsStaff(page);
  await adminNav(page).getByRole("link", { name: "Locations", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Locations", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Atelier Shoreditch" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-locations");

  await page.getByRole("link", { name: "Warehouse" }).click();
  await expect(page.getByRole("heading", { name: "Warehouse", level: 1 })).toBeVisible();
  await page.getByLabel("Search SKU or variant").fill(variant.sku!);
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByTestId("stock-row").filter({ hasText: variant.sku! });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Manage / }).click();

  const panel = page.getByRole("region", { name: `${product.title} — ${variant.title}` });
  await panel.getByLabel("To", { exact: true }).selectOption({ label: "Atelier Shoreditch" });
  await panel.getByLabel("Units", { exact: true }).fill("2");
  // A reason is required.
  await panel.getByRole("button", { name: "Move stock" }).click();
  await expect(panel.getByText("Give a reason")).toBeVisible();
  await panel.getByLabel("Reason for the move").fill(reason);
  await panel.getByRole("button", { name: "Move stock" }).click();
  await expect(page.getByText("Moved 2 to Atelier Shoreditch")).toBeVisible();
  const history = panel.getByRole("table", { name: "Stock adjustments" });
  await expect(history.getByRole("row").filter({ hasText: "Atelier Shoreditch" })).toContainText(
    "+2",
  );
  await expect(history.getByRole("row").filter({ hasText: "Warehouse" })).toContainText(reason);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-location-move-stock");

  await page.getByRole("link", { name: "← All locations" }).click();
  await page.getByRole("link", { name: "Atelier Shoreditch" }).click();
  await expect(page.getByRole("heading", { name: "Atelier Shoreditch", level: 1 })).toBeVisible();
  const showroomRow = page.getByTestId("stock-row").filter({ hasText: variant.sku! });
  await expect(showroomRow.getByRole("cell").nth(3)).toHaveText("2");
  await expect(showroomRow.getByRole("cell").nth(5)).toHaveText("2");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-location-showroom");

  // The shop reads stock through its 30-second catalogue cache: look again until it shows.
  const line = `On display at Atelier Shoreditch — 2 in stock`;
  await expect(async () => {
    await page.goto(`/products/${product.handle}`);
    await expect(page.getByRole("link", { name: line })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000, 5_000] });
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "product-on-display");

  await page.getByRole("link", { name: line }).click();
  await expect(page).toHaveURL(/\/locations\/shoreditch$/);
  const onDisplay = page.getByRole("region", { name: "On display here" });
  await expect(onDisplay.getByRole("link", { name: product.title })).toBeVisible();
  await expect(onDisplay).toContainText("2 in stock");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "showroom-on-display");

  const email = `stock-${Date.now()}@example.com`;
  const displayId = await placeOrderByApi(request, email);
  await page.goto("/admin/orders");
  await openOrder(page, email, displayId);
  const reservations = page.getByRole("region", { name: "Reservations" });
  await expect(reservations.getByTestId("order-reservation")).toHaveCount(1);
  await expect(reservations.getByTestId("order-reservation")).toContainText("Warehouse");
  await expect(reservations.getByTestId("order-reservation").getByRole("cell").nth(2)).toHaveText(
    "2",
  );
  await reservations.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-order-reservations");
});
