// Gift cards at checkout (spec §3, §7; contract §6.5), with the seeded cards: GIFT-US-100 ($100),
// GIFT-US-25 ($25), GIFT-US-SPENT (no balance left), GIFT-US-EXPIRED (past its end date) and
// GIFT-EU-100 (Europe only).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { addFirstProductToCart, expectNoSeriousA11yViolations, summaryValue } from "./support";

/** "$1,234.56" or "−$12.00" → 123456 or 1200 cents (the sign is left to the row's meaning). */
async function centsOf(value: Locator): Promise<number> {
  return Math.round(Number((await value.innerText()).replace(/[^0-9.]/g, "")) * 100);
}

async function applyGiftCard(page: Page, code: string): Promise<void> {
  const form = page.getByRole("form", { name: "Gift card code" });
  await form.getByLabel("Gift card code").fill(code);
  await form.getByRole("button", { name: "Apply" }).click();
}

test.describe("gift cards at checkout", () => {
  test("a card takes its amount off the total, refused codes are explained, removing restores the total", async ({
    page,
  }) => {
    await addFirstProductToCart(page);
    await page.goto("/checkout");
    const summary = page.getByRole("region", { name: "Order summary" });
    const codeField = summary.getByRole("textbox", { name: "Gift card code" });
    await expect(summaryValue(page, "Total")).toBeVisible();
    const totalBefore = await centsOf(summaryValue(page, "Total"));
    const subtotal = await centsOf(summaryValue(page, "Subtotal (excl. taxes)"));

    // Refused codes say why, each in its own words naming the code, and change nothing.
    for (const [code, reason] of [
      ["NO-SUCH-CARD", "We don't recognise the gift card NO-SUCH-CARD. Check it and try again."],
      ["GIFT-US-SPENT", "The gift card GIFT-US-SPENT has no balance left."],
      ["GIFT-US-EXPIRED", "The gift card GIFT-US-EXPIRED has expired."],
      ["GIFT-EU-100", "The gift card GIFT-EU-100 isn't valid in your region."],
    ]) {
      await applyGiftCard(page, code);
      await expect(summary.getByText(reason)).toBeVisible();
      await expect(codeField).toHaveAttribute("aria-invalid", "true");
    }
    await expect(summaryValue(page, "Gift card")).toHaveCount(0);
    expect(await centsOf(summaryValue(page, "Total"))).toBe(totalBefore);

    // The $100 card pays for up to $100 of goods (and the tax on what it pays), never below 0.
    await applyGiftCard(page, "gift-us-100");
    await expect(summary.getByRole("list", { name: "Applied gift cards" })).toContainText(
      "GIFT-US-100",
    );
    await expect(codeField).toHaveValue("");
    await expect(codeField).not.toHaveAttribute("aria-invalid", "true");
    const giftCard = await centsOf(summaryValue(page, "Gift card"));
    expect(giftCard).toBe(Math.min(10_000, subtotal));
    const giftCardTax = await centsOf(summaryValue(page, "Taxes paid by gift card"));
    const totalWithCard = await centsOf(summaryValue(page, "Total"));
    expect(totalWithCard).toBe(totalBefore - giftCard - giftCardTax);
    expect(totalWithCard).toBeGreaterThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    await summary.getByRole("button", { name: "Remove gift card GIFT-US-100" }).click();
    await expect(summaryValue(page, "Gift card")).toHaveCount(0);
    await expect(summary.getByRole("list", { name: "Applied gift cards" })).toHaveCount(0);
    expect(await centsOf(summaryValue(page, "Total"))).toBe(totalBefore);
  });

  test("several gift cards pay together, each on its own row", async ({ page }) => {
    await addFirstProductToCart(page);
    await page.goto("/checkout");
    const summary = page.getByRole("region", { name: "Order summary" });
    await expect(summaryValue(page, "Total")).toBeVisible();
    const subtotal = await centsOf(summaryValue(page, "Subtotal (excl. taxes)"));

    const cards = summary.getByRole("list", { name: "Applied gift cards" });
    await applyGiftCard(page, "GIFT-US-25");
    await expect(cards).toContainText("GIFT-US-25");
    await applyGiftCard(page, "GIFT-US-100");
    await expect(cards.getByRole("listitem")).toHaveCount(2);
    await expect(cards.getByRole("listitem").filter({ hasText: "GIFT-US-25" })).toContainText(
      "$25.00 on the card",
    );
    await expect(cards.getByRole("listitem").filter({ hasText: "GIFT-US-100" })).toContainText(
      "$100.00 on the card",
    );
    expect(await centsOf(summaryValue(page, "Gift card"))).toBe(Math.min(12_500, subtotal));

    await summary.getByRole("button", { name: "Remove gift card GIFT-US-25" }).click();
    await expect(cards.getByRole("listitem")).toHaveCount(1);
    await expect(cards).toContainText("GIFT-US-100");
  });
});
