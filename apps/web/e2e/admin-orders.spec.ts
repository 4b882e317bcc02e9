// Staff run a shopper's order from the order view: capture, fulfil, ship with tracking, refund
// part; the regions and settings screens pass axe too.
import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  addFirstProductToCart,
  adminNav,
  expectNoSeriousA11yViolations,
  openOrder,
  placeOrderByApi,
  saveScreenshot,
  signInAsStaff,
} from "./support";

async function fillAddress(form: Locator): Promise<void> {
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Address", { exact: true }).fill("12 Analytical Row");
  await form.getByLabel("Postal code").fill("10001");
  await form.getByLabel("City").fill("New York");
  await form.getByLabel("Country").selectOption("us");
}

/** A guest buys the first product with Pay later; answers the order number ("#12"). */
async function placeOrder(page: Page, email: string): Promise<string> {
  await addFirstProductToCart(page);
  await page.goto("/cart");
  await page.getByRole("link", { name: "Checkout" }).click();
  const addressForm = page.getByRole("form", { name: "Shipping address" });
  await addressForm.getByLabel("Email").fill(email);
  await fillAddress(addressForm);
  await addressForm.getByRole("button", { name: "Continue to delivery" }).click();
  await expect(page).toHaveURL(/step=delivery/);
  await page.getByRole("radio").first().check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/step=payment/);
  await page.getByRole("radio", { name: "Pay later" }).check();
  await page.getByRole("button", { name: "Continue to review" }).click();
  await expect(page).toHaveURL(/step=review/);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/order\/confirmed\//);
  const confirmation = await page.getByText(/Your order number is #\d+/).innerText();
  return /#\d+/.exec(confirmation)![0];
}

test.describe("admin order actions", () => {
  test("staff capture, fulfil, ship with tracking and refund part of a shopper's order", async ({
    page,
  }, testInfo) => {
    const email = `order.actions.${Date.now()}@example.com`;
    const orderNumber = await placeOrder(page, email);

    await signInAsStaff(page);
    await adminNav(page).getByRole("link", { name: "Orders", exact: true }).click();
    await page.getByLabel("Search order number or email").fill(email);
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("link", { name: `Order ${orderNumber}` }).click();
    await expect(page.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
    const paymentStatus = page.getByTestId("payment-status");
    const fulfillmentStatus = page.getByTestId("fulfillment-status");
    await expect(paymentStatus).toHaveText("Awaiting");
    await expect(fulfillmentStatus).toHaveText("Not fulfilled");
    await expectNoSeriousA11yViolations(page);

    // A double click captures once, under an Idempotency-Key.
    const captures: (string | null)[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/capture")) {
        captures.push(request.headers()["idempotency-key"] ?? null);
      }
    });
    await page.getByRole("button", { name: "Capture payment" }).dblclick();
    await expect(paymentStatus).toHaveText("Captured");
    expect(captures).toHaveLength(1);
    expect(captures[0]).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByRole("button", { name: "Capture payment" })).toHaveCount(0);

    const fulfil = page.getByRole("form", { name: "Fulfil items" });
    await fulfil.getByRole("button", { name: "Fulfil items" }).click();
    await expect(fulfillmentStatus).toHaveText("Fulfilled");

    const ship = page.getByRole("form", { name: "Ship fulfillment 1" });
    await ship.getByLabel("Tracking numbers for fulfillment 1").fill("1Z999AA10123456784");
    await ship.getByRole("button", { name: "Mark shipped" }).click();
    await expect(fulfillmentStatus).toHaveText("Shipped");
    await expect(page.getByRole("list", { name: "Fulfillments" })).toContainText(
      "Tracking: 1Z999AA10123456784",
    );

    // More than was paid is refused with the amount left; then a part is refunded.
    const refund = page.getByRole("form", { name: "Refund" });
    const refundable = (await page.getByTestId("refundable-amount").innerText()).trim();
    await refund.getByLabel(/^Amount/).fill("100000");
    await refund.getByRole("button", { name: "Refund" }).click();
    await expect(refund.getByText(`You can refund at most ${refundable}.`)).toBeVisible();
    await refund.getByLabel(/^Amount/).fill("1.00");
    await refund.getByLabel("Reason").selectOption("discount");
    await refund.getByLabel("Note (optional)").fill("Goodwill for a late delivery");
    await refund.getByRole("button", { name: "Refund" }).click();
    await expect(paymentStatus).toHaveText("Partially refunded");
    await expect(page.getByRole("list", { name: "Refunds" })).toContainText(
      "Goodwill for a late delivery",
    );

    const notes = page.getByRole("form", { name: "Add a note" });
    await notes.getByLabel("New note").fill("Customer asked for gift wrap.");
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("list", { name: "Notes" })).toContainText(
      "Customer asked for gift wrap.",
    );
    await expect(page.getByRole("list", { name: "Mail sent" })).toContainText(email);

    await saveScreenshot(page, testInfo, "admin-order-actions");
    await expectNoSeriousA11yViolations(page);
  });

  test("the API's refusal is shown; an order is completed and archived, another canceled after the danger dialog", async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const kept = await placeOrderByApi(request, `kept.${stamp}@example.com`);
    const dropped = await placeOrderByApi(request, `dropped.${stamp}@example.com`);
    await signInAsStaff(page);

    await openOrder(page, `kept.${stamp}@example.com`, kept);
    const actions = page.getByRole("region", { name: "Actions" });
    // Two of two, then one more than is left: refused on the form, per line.
    const fulfil = page.getByRole("form", { name: "Fulfil items" });
    const quantity = fulfil.getByLabel(/^Quantity to fulfil/);
    await expect(quantity).toHaveValue("2");
    await quantity.fill("3");
    await fulfil.getByRole("button", { name: "Fulfil items" }).click();
    await expect(fulfil.getByText("At most 2.")).toBeVisible();
    await quantity.fill("1");
    await fulfil.getByRole("button", { name: "Fulfil items" }).click();
    await expect(page.getByTestId("fulfillment-status")).toHaveText("Partially fulfilled");
    await expect(fulfil.getByLabel(/^Quantity to fulfil/)).toHaveValue("1");
    // The API refuses to cancel an order with a live fulfillment, and says why.
    await actions.getByRole("button", { name: "Cancel order" }).click();
    await page
      .getByRole("dialog", { name: "Cancel this order?" })
      .getByRole("button", { name: "Cancel order" })
      .click();
    await expect(actions.getByRole("alert")).toHaveText(
      "All fulfillments must be canceled before canceling an order",
    );
    await actions.getByRole("button", { name: "Complete order" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Completed");
    await actions.getByRole("button", { name: "Archive order" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Archived");
    await expect(actions).toContainText("Nothing more to do");

    await openOrder(page, `dropped.${stamp}@example.com`, dropped);
    await actions.getByRole("button", { name: "Cancel order" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
    await dialog.getByRole("button", { name: "Keep order" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("order-status")).toHaveText("Pending");
    await actions.getByRole("button", { name: "Cancel order" }).click();
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Canceled");
    await expect(page.getByTestId("payment-status")).toHaveText("Canceled");
    await expect(page.getByRole("form", { name: "Fulfil items" })).toHaveCount(0);
  });

  test("staff edit a region's shipping options, create and delete a region, and save the store settings; the screens pass axe", async ({
    page,
  }, testInfo) => {
    await signInAsStaff(page);
    await adminNav(page).getByRole("link", { name: "Regions" }).click();
    await expect(page.getByRole("heading", { name: "Regions", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Europe" })).toBeVisible();
    await saveScreenshot(page, testInfo, "admin-regions");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("link", { name: "Europe" }).click();
    await expect(page.getByRole("heading", { name: "Europe" })).toBeVisible();
    await expect(
      page.getByRole("form", { name: "Region settings" }).getByLabel("Name"),
    ).toHaveValue("Europe");
    await expect(
      page.getByRole("list", { name: "Shipping options" }).getByRole("listitem").first(),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, "admin-region");
    await expectNoSeriousA11yViolations(page);

    // A shipping option is added, edited and deleted, so the region ends as it began.
    const options = page.getByRole("list", { name: "Shipping options" });
    const add = page.getByRole("form", { name: "Add a shipping option" });
    await add.getByLabel("Name").fill("Courier");
    await add.getByLabel("Price (EUR)").fill("9.5");
    await add.getByLabel("Minimum subtotal (EUR, optional)").fill("20");
    await add.getByLabel("Maximum subtotal (EUR, optional)").fill("10");
    await add.getByRole("button", { name: "Add shipping option" }).click();
    await expect(add.getByText("The maximum must be above the minimum.")).toBeVisible();
    await add.getByLabel("Maximum subtotal (EUR, optional)").fill("");
    await add.getByRole("button", { name: "Add shipping option" }).click();
    const courier = options.getByRole("listitem").filter({ hasText: "Courier" });
    await expect(courier).toContainText("€9.50 · Subtotal from €20.00");
    await courier.getByRole("button", { name: "Edit Courier" }).click();
    const edit = page.getByRole("form", { name: "Edit Courier" });
    await edit.getByLabel("Price (EUR)").fill("11");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(courier).toContainText("€11.00 · Subtotal from €20.00");
    await courier.getByRole("button", { name: "Delete Courier" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete shipping option" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(courier).toHaveCount(0);

    // A region is created with the store's currency and providers, then deleted again.
    await adminNav(page).getByRole("link", { name: "Regions" }).click();
    await page.getByRole("button", { name: "New region" }).click();
    const create = page.getByRole("form", { name: "New region" });
    await create.getByLabel("Name").fill("Oceania");
    await create.getByLabel("Tax rate (%)").fill("15");
    await create.getByLabel("Countries").fill("new zealand");
    await create.getByRole("button", { name: "Create region" }).click();
    await expect(create.getByText("Use two-letter country codes, such as us, ca.")).toBeVisible();
    await expect(
      create.getByText("Choose at least one payment and one fulfillment provider."),
    ).toBeVisible();
    await create.getByLabel("Countries").fill("nz");
    await create.getByRole("checkbox", { name: "manual" }).first().check();
    await create
      .getByRole("group", { name: "Fulfillment providers" })
      .getByRole("checkbox")
      .first()
      .check();
    await create.getByRole("button", { name: "Create region" }).click();
    await expect(page.getByRole("heading", { name: "Oceania" })).toBeVisible();
    await expect(
      page.getByRole("form", { name: "Region settings" }).getByLabel("Countries"),
    ).toHaveValue("nz");
    await page.getByRole("button", { name: "Delete region" }).click();
    await page
      .getByRole("dialog", { name: "Delete region" })
      .getByRole("button", { name: "Delete region" })
      .click();
    await expect(page).toHaveURL(/\/admin\/regions$/);
    await expect(page.getByRole("link", { name: "Oceania" })).toHaveCount(0);

    await adminNav(page).getByRole("link", { name: "Settings" }).click();
    const settings = page.getByRole("form", { name: "Store settings" });
    await expect(settings.getByLabel("Store name")).not.toHaveValue("");
    await expect(settings.getByLabel("Default currency")).not.toHaveValue("");
    await saveScreenshot(page, testInfo, "admin-settings");
    await expectNoSeriousA11yViolations(page);

    // The default currency must stay among the store's currencies; the name is saved.
    const name = await settings.getByLabel("Store name").inputValue();
    const defaultCurrency = await settings.getByLabel("Default currency").inputValue();
    await settings.getByRole("button", { name: `Remove ${defaultCurrency.toUpperCase()}` }).click();
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(
      settings.getByText("Choose the default among the store's currencies."),
    ).toBeVisible();
    await page.reload();
    await settings.getByLabel("Store name").fill(`${name} Studio`);
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Store settings saved.")).toBeVisible();
    await page.reload();
    await expect(settings.getByLabel("Store name")).toHaveValue(`${name} Studio`);
    await settings.getByLabel("Store name").fill(name);
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Store settings saved.")).toBeVisible();
  });
});
