// Discount codes and the gift card in the shop (issue 14), with the seed's demo codes (README):
// SUMMER24 (10 %), WELCOME10 (10 %), FREESHIP (free shipping), SPRING23 (expired), LAUNCH100 (its
// uses all taken), EUROPE15 (Europe only) and LIGHTING20 (the Lighting collection only); the
// shopper is in the United States.
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  addFirstProductToCart,
  cartDropdown,
  expectNoSeriousA11yViolations,
  summaryValue,
  waitForHydration,
} from "./support";

const orderSummary = (page: Page) => page.getByRole("region", { name: "Order summary" });

async function applyDiscount(summary: Locator, code: string): Promise<void> {
  const form = summary.getByRole("form", { name: "Discount code" });
  await form.getByLabel("Discount code").fill(code);
  await form.getByRole("button", { name: "Apply" }).click();
}

/** "$1,234.56" or "−$12.00" → 123456 or 1200 cents. */
async function centsOf(value: Locator): Promise<number> {
  return Math.round(Number((await value.innerText()).replace(/[^0-9.]/g, "")) * 100);
}

test.describe("promotions in the shop", () => {
  test("each refused discount code says why in its own words, naming the code", async ({
    page,
  }) => {
    // A bedroom piece: LIGHTING20's condition names the Lighting collection only.
    await addFirstProductToCart(page, "/collections/bedroom");
    await page.goto("/cart");
    const summary = orderSummary(page);
    const field = summary.getByRole("textbox", { name: "Discount code" });
    await waitForHydration(field);
    for (const [code, message] of [
      ["nope-123", "We don't recognise the code NOPE-123. Check it and try again."],
      ["SPRING23", "The code SPRING23 has expired."],
      ["EUROPE15", "The code EUROPE15 isn't valid in your region."],
      ["LAUNCH100", "The code LAUNCH100 has been used as many times as it allows."],
      ["LIGHTING20", "Your cart doesn't meet the conditions of the code LIGHTING20."],
    ]) {
      await applyDiscount(summary, code);
      await expect(summary.getByText(message)).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
    }
    await expect(summaryValue(page, "Discount")).toHaveCount(0);
    await expect(summary.getByRole("list", { name: "Applied discounts" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test("one discount and one free-shipping code stack; a new discount replaces the old; each is removed", async ({
    page,
  }) => {
    await addFirstProductToCart(page);
    await page.goto("/checkout");
    const summary = orderSummary(page);
    const applied = summary.getByRole("list", { name: "Applied discounts" });
    await expect(summaryValue(page, "Total")).toBeVisible();
    const subtotal = await centsOf(summaryValue(page, "Subtotal (excl. taxes)"));

    await applyDiscount(summary, "summer24");
    await expect(applied.getByRole("listitem")).toHaveCount(1);
    await expect(applied.getByRole("listitem")).toContainText("SUMMER24");
    await expect(applied.getByRole("listitem")).toContainText("10 % off");
    await expect(summaryValue(page, "Discount")).toHaveText(/−/);
    // One line, allocated over the total: 10 % of it, rounded once.
    expect(await centsOf(summaryValue(page, "Discount"))).toBe(Math.round(subtotal * 0.1));

    await applyDiscount(summary, "FREESHIP");
    await expect(applied.getByRole("listitem")).toHaveCount(2);
    await expect(applied.getByRole("listitem").filter({ hasText: "FREESHIP" })).toContainText(
      "Free shipping",
    );
    await expect(applied).toContainText("SUMMER24");

    // Medusa v1: a second non-free-shipping code takes the first one's place.
    await applyDiscount(summary, "WELCOME10");
    await expect(applied).not.toContainText("SUMMER24");
    await expect(applied.getByRole("listitem")).toHaveCount(2);
    await expect(applied.getByRole("listitem").filter({ hasText: "WELCOME10" })).toContainText(
      "10 % off",
    );
    await expect(applied).toContainText("FREESHIP");
    await expectNoSeriousA11yViolations(page);

    await summary.getByRole("button", { name: "Remove discount FREESHIP" }).click();
    await expect(applied.getByRole("listitem")).toHaveCount(1);
    await expect(applied).toContainText("WELCOME10");
    await summary.getByRole("button", { name: "Remove discount WELCOME10" }).click();
    await expect(applied).toHaveCount(0);
    await expect(summaryValue(page, "Discount")).toHaveCount(0);
  });

  test("a gift card is bought from its own page for a recipient, who is named on the cart line", async ({
    page,
  }) => {
    await page.goto("/products/gift-card");
    await expect(page.getByRole("heading", { level: 1, name: "Atelier gift card" })).toBeVisible();
    const form = page.getByRole("form", { name: "Gift card" });
    const add = form.getByRole("button", { name: "Add gift card to cart" });
    await waitForHydration(add);

    // Nothing is added until the recipient is complete.
    await add.click();
    await expect(form.getByText("Email is required.")).toBeVisible();
    await expect(form.getByText("Recipient name is required.")).toBeVisible();
    await form.getByLabel("Recipient email").fill("ada@");
    await form.getByLabel("Message (optional)").fill("x".repeat(301));
    await add.click();
    await expect(form.getByText("Enter a valid email address.")).toBeVisible();
    await expect(form.getByText(/Keep the message to 300 characters/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await form.getByRole("radio", { name: "$50.00" }).check();
    await form.getByLabel("Recipient email").fill("ada@example.com");
    await form.getByLabel("Recipient name").fill("Ada Lovelace");
    await form.getByLabel("Message (optional)").fill("Happy birthday, with love.");
    await add.click();
    await expect(cartDropdown(page)).toContainText("For Ada Lovelace (ada@example.com)");

    await page.goto("/cart");
    const line = page.getByRole("listitem").filter({ hasText: "Atelier gift card" });
    await expect(line).toContainText("For Ada Lovelace (ada@example.com)");
    await expect(line).toContainText("$50.00 each");
  });

  test("the gift card is not in the shop's grid or its search", async ({ page }) => {
    await page.goto("/shop?q=gift");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('main a[href="/products/gift-card"]')).toHaveCount(0);
    await page.goto("/shop");
    await expect(page.locator('main a[href^="/products/"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/products/gift-card"]')).toHaveCount(0);
    // Its page is found from the footer instead.
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Gift cards" }),
    ).toBeVisible();
  });
});
