import { expect, test } from "@playwright/test";
import { addFirstProductToCart, saveScreenshot, summaryValue, waitForCart } from "./support";

const expiredCartNotice =
  "Error retrieving cart. It might be expired or deleted. We've created a new one for you and redirected you to the shop page.";

test.describe("the cart on load and across regions", () => {
  test("an expired stored cart id shows the notice, starts a new cart and goes to /shop", async ({
    page,
    context,
  }) => {
    await context.addInitScript(() => {
      if (!sessionStorage.getItem("planted")) {
        localStorage.setItem("atelier_cart_id", "cart_01EXPIREDEXPIREDEXPIRED00");
        sessionStorage.setItem("planted", "1");
      }
    });
    await page.goto("/");
    await expect(page.getByText(expiredCartNotice)).toBeVisible();
    await expect(page).toHaveURL(/\/shop$/);
    const newCartId = await waitForCart(page);
    expect(newCartId).not.toBe("cart_01EXPIREDEXPIREDEXPIRED00");
    expect(newCartId).toMatch(/^cart_/);
    // The notice goes away by itself after about 5 seconds.
    await expect(page.getByText(expiredCartNotice)).toBeHidden({ timeout: 8_000 });
  });

  test("a first visit chooses the region with country code US", async ({ page }) => {
    await page.goto("/shop");
    await waitForCart(page);
    const region = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("atelier_region") ?? "{}"),
    );
    expect(region.countryCode).toBe("us");
    expect(await page.evaluate(() => localStorage.getItem("atelier_selected_currency"))).toBe(
      "usd",
    );
  });

  test("changing the region re-prices the cart in the new currency", async ({ page }) => {
    await addFirstProductToCart(page);
    await page.goto("/cart");
    await expect(summaryValue(page, "Total")).toContainText("$");

    const cartUpdated = page.waitForResponse(
      (response) =>
        /\/store\/carts\/[^/]+$/.test(response.url()) && response.request().method() === "POST",
    );
    await page
      .getByRole("combobox", { name: "Country / region" })
      .last()
      .selectOption({ label: "Germany (EUR)" });
    const response = await cartUpdated;
    const { cart } = await response.json();
    expect(cart.region.currency_code).toBe("eur");
    await expect(summaryValue(page, "Total")).toContainText("€");

    await page
      .getByRole("combobox", { name: "Country / region" })
      .last()
      .selectOption({ label: "Japan (JPY)" });
    await expect(summaryValue(page, "Total")).toContainText("¥");
    // Yen has no minor unit: no decimals are shown.
    expect(await summaryValue(page, "Total").innerText()).not.toMatch(/\.\d{2}$/);
  });

  test("a region chosen in one tab is followed by the shop's other tabs", async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto("/shop");
    await waitForCart(first);
    await second.goto("/shop");
    const secondRegion = second.getByRole("combobox", { name: "Country / region" }).last();
    await expect(secondRegion.locator("option:checked")).toHaveText("United States (USD)");

    await first
      .getByRole("combobox", { name: "Country / region" })
      .last()
      .selectOption({ label: "Germany (EUR)" });
    // The other tab hears the stored choice through the window's storage event.
    await expect(secondRegion.locator("option:checked")).toHaveText("Germany (EUR)");
  });

  test("a failed quantity change restores the previous cart and shows an error", async ({
    page,
  }, testInfo) => {
    const title = await addFirstProductToCart(page);
    await page.goto("/cart");
    const quantity = page.getByRole("spinbutton", { name: `Quantity of ${title}` });
    await expect(quantity).toHaveValue("1");
    const totalBefore = await summaryValue(page, "Total").innerText();

    await page.route("**/store/carts/*/line-items/*", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 400,
            contentType: "application/json",
            body: JSON.stringify({ type: "not_allowed", message: "Not enough stock" }),
          })
        : route.continue(),
    );
    await page.getByRole("button", { name: `Increase quantity of ${title}` }).click();
    await expect(
      page.getByRole("status").filter({ hasText: /couldn't update the quantity/i }),
    ).toBeVisible();
    await expect(quantity).toHaveValue("1");
    await expect(summaryValue(page, "Total")).toHaveText(totalBefore);
    await saveScreenshot(page, testInfo, "cart-failed-update");
  });
});
