import { test } from "@playwright/test";
import { addFirstProductToCart, expectNoSeriousA11yViolations, waitForCart } from "./support";

test.describe("accessibility (axe-core: no serious or critical violations)", () => {
  test("home", async ({ page }) => {
    await page.goto("/");
    await waitForCart(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("shop", async ({ page }) => {
    await page.goto("/shop");
    await waitForCart(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("product", async ({ page }) => {
    await page.goto("/shop");
    const href =
      (await page.locator('main a[href^="/products/"]').first().getAttribute("href")) ?? "";
    await page.goto(href);
    await waitForCart(page);
    await expectNoSeriousA11yViolations(page);
  });

  test("cart with an item", async ({ page }) => {
    await addFirstProductToCart(page);
    await page.goto("/cart");
    await page.getByRole("heading", { name: "Order summary" }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
