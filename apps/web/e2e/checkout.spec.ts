import { expect, test, type Locator, type Page } from "@playwright/test";
import { addFirstProductToCart, cartButton, saveScreenshot, waitForCart } from "./support";

const DECLINED_CARD = "4000000000000002";
const GOOD_CARD = "4242424242424242";

async function fillAddress(form: Locator): Promise<void> {
  await form.getByLabel("First name").fill("Grace");
  await form.getByLabel("Last name").fill("Hopper");
  await form.getByLabel("Address", { exact: true }).fill("2 Navy Way");
  await form.getByLabel("Postal code").fill("20001");
  await form.getByLabel("City").fill("Washington");
  await form.getByLabel("Country").selectOption("us");
}

/** From the cart page to the review step, as a guest (with an email) or a signed-in customer. */
async function checkOutToReview(
  page: Page,
  {
    email,
    payment,
  }: { email?: string; payment: { kind: "later" } | { kind: "card"; number: string } },
): Promise<void> {
  await page.goto("/cart");
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout/);
  const addressForm = page.getByRole("form", { name: "Shipping address" });
  if (email) await addressForm.getByLabel("Email").fill(email);
  if (!email) await addressForm.getByLabel("Saved addresses").selectOption({ index: 1 });
  else await fillAddress(addressForm);
  await addressForm.getByRole("button", { name: "Continue to delivery" }).click();

  await expect(page).toHaveURL(/step=delivery/);
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await expect(page).toHaveURL(/step=payment/);
  if (payment.kind === "later") {
    await page.getByRole("radio", { name: "Pay later" }).check();
  } else {
    await page.getByRole("radio", { name: "Test card" }).check();
    await page.getByLabel("Card number").fill(payment.number);
  }
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page).toHaveURL(/step=review/);
}

test.describe("checkout", () => {
  test("a guest checks out with Pay later and gets a confirmation and a new cart", async ({
    page,
  }, testInfo) => {
    const title = await addFirstProductToCart(page);
    await page.goto("/checkout?step=review");
    // The cart has no address yet, so the review step is not reachable.
    await expect(page).toHaveURL(/step=address/);
    await page.getByRole("button", { name: "Continue to delivery" }).click();
    await expect(page.getByText("Email is required.")).toBeVisible();
    await expect(page.getByText("City is required.")).toBeVisible();

    await checkOutToReview(page, { email: "guest@example.com", payment: { kind: "later" } });
    await saveScreenshot(page, testInfo, "checkout-review");
    await page.getByRole("button", { name: "Place order" }).click();

    await expect(page).toHaveURL(/\/order\/confirmed\//);
    await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
    await expect(page.getByText(/Your order number is #\d+/)).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText("guest@example.com").first()).toBeVisible();
    await saveScreenshot(page, testInfo, "order-confirmed");
    await waitForCart(page);
    await expect(cartButton(page)).toHaveAttribute("aria-label", "Cart, 0 items");
  });

  test("a declined card is explained on the review step and the cart is kept", async ({
    page,
  }, testInfo) => {
    await addFirstProductToCart(page);
    await checkOutToReview(page, {
      email: "declined@example.com",
      payment: { kind: "card", number: DECLINED_CARD },
    });
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Your card was declined." }),
    ).toBeVisible();
    await expect(page).toHaveURL(/step=review/);
    await expect(cartButton(page)).toHaveAttribute("aria-label", "Cart, 1 item");
    await saveScreenshot(page, testInfo, "checkout-declined");
  });

  test("a discount code is applied and removed; an unknown one is refused readably", async ({
    page,
  }) => {
    await addFirstProductToCart(page);
    await page.goto("/checkout");
    const summary = page.getByRole("region", { name: "Order summary" });
    const discount = summary.getByRole("form", { name: "Discount code" });
    await discount.getByLabel("Discount code").fill("NOT-A-CODE");
    await discount.getByRole("button", { name: "Apply" }).click();
    await expect(discount.getByLabel("Discount code")).toHaveAttribute("aria-invalid", "true");

    await discount.getByLabel("Discount code").fill("WELCOME10");
    await discount.getByRole("button", { name: "Apply" }).click();
    await expect(summary.getByText("Discount", { exact: true })).toBeVisible();
    await summary.getByRole("button", { name: "Remove discount WELCOME10" }).click();
    await expect(summary.getByText("Discount", { exact: true })).toHaveCount(0);
  });

  test("register → add address → check out with the test card → the order is in the account → sign out", async ({
    page,
  }, testInfo) => {
    await page.goto("/account/login");
    await page.getByRole("tab", { name: "Create account" }).click();
    await page.getByLabel("First name").fill("Grace");
    await page.getByLabel("Last name").fill("Hopper");
    await page.getByLabel("Email").fill(`grace.${Date.now()}@example.com`);
    await page.getByLabel("Password").fill("cobol-rules-1959");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/account$/);

    await page.getByRole("button", { name: "Add address" }).click();
    const addressForm = page.getByRole("form", { name: "New address" });
    await fillAddress(addressForm);
    await addressForm.getByRole("button", { name: "Save address" }).click();
    const deleteAddress = page.getByRole("button", { name: /^Delete address Grace Hopper/ });
    await expect(deleteAddress).toBeVisible();
    // Deleting asks first; cancelling keeps the address.
    await deleteAddress.click();
    const dialog = page.getByRole("dialog", { name: "Delete this address?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteAddress).toBeVisible();

    await addFirstProductToCart(page);
    await checkOutToReview(page, { payment: { kind: "card", number: GOOD_CARD } });
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/order\/confirmed\//);
    const confirmation = await page.getByText(/Your order number is #\d+/).innerText();
    const orderNumber = /#\d+/.exec(confirmation)?.[0] ?? "";

    await page.goto("/account");
    const orders = page.getByRole("region", { name: "Orders", exact: true });
    await orders.getByRole("link", { name: new RegExp(`Order ${orderNumber}`) }).click();
    await expect(page.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
    await saveScreenshot(page, testInfo, "account-order");

    await page.goto("/account");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  });
});
