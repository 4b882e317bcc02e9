// Order edits for people (issue 13): staff edit a placed order on its screen (a quantity raised,
// a product added, a bad quantity refused in words), see what the customer will pay, and request
// confirmation; the shopper opens the link from the mail, sees what changes and the amount, accepts
// and pays the difference; staff then see the order's new lines and total and the edit confirmed.
// A second shopper declines an edit with a reason, which staff see. Every screen passes axe.
import {
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type Page,
} from "@playwright/test";
import { apiUrl } from "./servers";
import {
  expectNoSeriousA11yViolations,
  openOrder,
  placeOrderByApi,
  saveScreenshot,
  signInAsStaff,
  staffToken,
} from "./support";

const storeHeaders = { "x-publishable-api-key": process.env.E2E_PUBLISHABLE_KEY ?? "" };

function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * A call to the API after the browser has been busy a while, on a connection of its own, so it
 * never depends on how long the API keeps an idle connection (apps/api/src/main.ts).
 */
async function withFreshConnection<T>(call: (request: APIRequestContext) => Promise<T>) {
  const request = await apiRequest.newContext();
  try {
    return await call(request);
  } finally {
    await request.dispose();
  }
}

/** The link of the order-edit mail to `email`, read from the outbox as staff. */
async function mailedEditLink(email: string): Promise<string> {
  return withFreshConnection((request) => mailedEditLinkWith(request, email));
}

async function mailedEditLinkWith(request: APIRequestContext, email: string): Promise<string> {
  const outbox = await request.get(
    `${apiUrl}/admin/notifications?to=${encodeURIComponent(email)}&limit=10`,
    { headers: { authorization: `Bearer ${await staffToken(request)}` } },
  );
  expect(outbox.status()).toBe(200);
  const { notifications } = (await outbox.json()) as { notifications: { text: string }[] };
  const link = notifications
    .map((mail) => /https?:\/\/\S+\/order-edits\/\S+/.exec(mail.text)?.[0])
    .find(Boolean);
  if (!link) throw new Error(`no order-edit link mailed to ${email}`);
  return link;
}

/** A published product other than the ordered one, with stock to spare, to add to the edit. */
async function anotherProductTitle(orderedTitle: string): Promise<string> {
  return withFreshConnection((request) => anotherProductTitleWith(request, orderedTitle));
}

async function anotherProductTitleWith(request: APIRequestContext, orderedTitle: string) {
  const response = await request.get(`${apiUrl}/store/products?limit=20`, {
    headers: storeHeaders,
  });
  const { products } = (await response.json()) as {
    products: { title: string; variants: { inventory_quantity: number }[] }[];
  };
  const product = products.find(
    (each) =>
      each.title !== orderedTitle &&
      each.variants.some((variant) => variant.inventory_quantity > 5),
  );
  if (!product) throw new Error("no other product in stock");
  return product.title;
}

const editPanel = (page: Page) => page.getByRole("region", { name: "Edit order" });

/** Staff open the order, start an edit and raise the first line's quantity to 3. */
async function startEditRaisingQuantity(page: Page, email: string, displayId: number) {
  await signInAsStaff(page);
  await openOrder(page, email, displayId);
  const panel = editPanel(page);
  await panel.getByRole("button", { name: "Start an edit" }).click();
  await expect(page.getByText("Edit started.")).toBeVisible();
  const line = panel.getByTestId("edit-line").first();
  const title = (await line.locator("p").first().innerText()).trim();
  const quantity = line.getByLabel(`Quantity: ${title}`);
  await expect(quantity).toHaveValue("2");
  await quantity.fill("0");
  await line.getByRole("button", { name: "Change" }).click();
  await expect(line.getByText("Enter a whole number of at least 1.")).toBeVisible();
  await quantity.fill("3");
  await line.getByRole("button", { name: "Change" }).click();
  const change = panel.getByTestId("edit-change").filter({ hasText: title });
  await expect(change).toContainText("Quantity: 2 → 3");
  return { panel, title };
}

test("staff edit an order, the shopper accepts and pays the difference", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail("edited");
  const displayId = await placeOrderByApi(request, email);
  const { panel, title } = await startEditRaisingQuantity(page, email, displayId);

  const added = await anotherProductTitle(title);
  await panel.getByLabel("Find a product to add").fill(added);
  await panel.getByRole("button", { name: "Find", exact: true }).click();
  await panel
    .getByRole("button", { name: new RegExp(`^Add ${added}`) })
    .first()
    .click();
  await expect(panel.getByTestId("edit-change").filter({ hasText: added })).toContainText("Added");
  await expect(panel.getByTestId("edit-change")).toHaveCount(2);
  const difference = panel.getByTestId("edit-difference");
  await expect(panel.getByText("Customer pays", { exact: true })).toBeVisible();
  const toPay = (await difference.innerText()).trim();
  expect(toPay).toMatch(/^\$[\d,]+\.\d\d$/);
  const newTotal = (await panel.getByTestId("edit-new-total").innerText()).trim();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-order-edit");

  await panel.getByRole("button", { name: "Request confirmation from customer" }).click();
  await expect(
    page.getByText("Confirmation requested: the customer has been emailed."),
  ).toBeVisible();
  await expect(panel.getByTestId("active-order-edit")).toContainText("Awaiting customer");
  // Once sent, the lines are the ones the customer was shown: no more changes or undo.
  await expect(panel.getByRole("button", { name: /^Undo change/ })).toHaveCount(0);
  await expect(panel.getByTestId("edit-payment")).toContainText(`${toPay}: not paid yet`);
  await saveScreenshot(page, testInfo, "admin-order-edit-requested");

  // The shopper follows the mail's link (no sign-in needed: the edit's id is the key).
  const link = await mailedEditLink(email);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "A change to your order" })).toBeVisible();
  await expect(page.getByText(`Order #${displayId}`)).toBeVisible();
  const changes = page.getByRole("list", { name: "Changes" });
  await expect(changes.getByTestId("edit-change").filter({ hasText: title })).toContainText(
    "Quantity: 2 → 3",
  );
  await expect(changes.getByTestId("edit-change").filter({ hasText: added })).toContainText(
    "Added",
  );
  await expect(page.getByText("To pay", { exact: true })).toBeVisible();
  await expect(page.getByTestId("edit-difference")).toHaveText(toPay);
  await expect(page.getByTestId("edit-new-total")).toHaveText(newTotal);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "shop-order-edit");

  await page.getByRole("button", { name: `Accept and pay ${toPay}` }).click();
  await expect(page.getByRole("heading", { name: "Your order is updated" })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Items" }).getByRole("listitem").filter({ hasText: title }),
  ).toContainText("Quantity: 3");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "shop-order-edit-accepted");

  await signInAsStaff(page);
  await openOrder(page, email, displayId);
  const items = page.getByRole("list", { name: "Items" });
  await expect(items.getByRole("listitem").filter({ hasText: title })).toContainText("Quantity: 3");
  await expect(items.getByRole("listitem").filter({ hasText: added })).toContainText("Quantity: 1");
  const orderTotal = page
    .getByRole("definition")
    .and(page.locator('dl[aria-label="Order totals"] > div:last-child > dd'));
  await expect(orderTotal).toHaveText(newTotal);
  await expect(editPanel(page).getByTestId("order-edit")).toContainText("Confirmed");
  await expect(editPanel(page).getByRole("button", { name: "Start an edit" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-order-edited");
});

test("the shopper declines an edit with a reason and staff see it", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail("declined");
  const displayId = await placeOrderByApi(request, email);
  const { panel } = await startEditRaisingQuantity(page, email, displayId);
  await panel.getByRole("button", { name: "Request confirmation from customer" }).click();
  await expect(panel.getByTestId("active-order-edit")).toContainText("Awaiting customer");

  const link = await mailedEditLink(email);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByRole("button", { name: "Decline", exact: true }).click();
  const form = page.getByRole("form", { name: "Decline the change" });
  await form.getByLabel("Reason (optional)").fill("Two are enough for us");
  await expectNoSeriousA11yViolations(page);
  await form.getByRole("button", { name: "Decline change" }).click();
  await expect(page.getByRole("heading", { name: "You declined this change" })).toBeVisible();
  await saveScreenshot(page, testInfo, "shop-order-edit-declined");

  await signInAsStaff(page);
  await openOrder(page, email, displayId);
  const edit = editPanel(page).getByTestId("order-edit");
  await expect(edit).toContainText("Declined");
  await expect(edit).toContainText("Two are enough for us");
  await expect(page.getByRole("list", { name: "Items" })).toContainText("Quantity: 2");
});

test("staff undo a change, then confirm a smaller order for the customer", async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail("confirmed");
  const displayId = await placeOrderByApi(request, email);
  const { panel, title } = await startEditRaisingQuantity(page, email, displayId);
  await panel.getByRole("button", { name: `Undo change to ${title}` }).click();
  await expect(page.getByText("Change undone.")).toBeVisible();
  await expect(panel.getByText("No changes yet.")).toBeVisible();
  await expect(panel.getByLabel(`Quantity: ${title}`)).toHaveValue("2");
  await expect(
    panel.getByRole("button", { name: "Request confirmation from customer" }),
  ).toBeDisabled();

  await panel.getByLabel(`Quantity: ${title}`).fill("1");
  await panel.getByRole("button", { name: "Change" }).click();
  await expect(panel.getByTestId("edit-change")).toContainText("Quantity: 2 → 1");
  await expect(panel.getByText("To refund", { exact: true })).toBeVisible();
  const refund = (await panel.getByTestId("edit-difference").innerText()).trim();
  const newTotal = (await panel.getByTestId("edit-new-total").innerText()).trim();

  await panel.getByRole("button", { name: "Confirm on customer's behalf" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm this edit for the customer?" });
  // The order's payment is authorised, not captured: the API refunds nothing yet, and says so.
  await expect(dialog).toContainText(`The order costs ${refund} less`);
  await expect(dialog).toContainText("nothing is refunded now");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-order-edit-confirm-dialog");
  await dialog.getByRole("button", { name: "Confirm edit" }).click();

  await expect(page.getByText("Edit confirmed: the order is updated.")).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Items" }).getByRole("listitem").filter({ hasText: title }),
  ).toContainText("Quantity: 1");
  await expect(
    page
      .getByRole("definition")
      .and(page.locator('dl[aria-label="Order totals"] > div:last-child > dd')),
  ).toHaveText(newTotal);
  await expect(panel.getByTestId("order-edit")).toContainText("Confirmed");
});
