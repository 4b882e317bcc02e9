// Draft orders (issue 13): staff take an order for a registered customer on the phone. They find
// the customer, add a catalogue item and a custom item with its own price, choose the shipping
// and type the address; the form first says what is missing. On the draft's page they change a
// quantity, see the payment link, mark the draft paid after a confirmation naming the total, and
// open the order it became, paid. Every screen passes axe.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiUrl } from "./servers";
import {
  adminNav,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  signInAsStaff,
  staffToken,
} from "./support";

const storeHeaders = { "x-publishable-api-key": process.env.E2E_PUBLISHABLE_KEY ?? "" };

async function storeGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${apiUrl}${path}`, { headers: storeHeaders });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The US region's name and a product with stock to spare in it. */
async function catalogue(request: APIRequestContext) {
  const { regions } = await storeGet<{
    regions: { id: string; name: string; currency_code: string }[];
  }>(request, "/store/regions");
  const region = regions.find((each) => each.currency_code === "usd")!;
  const { products } = await storeGet<{
    products: {
      title: string;
      variants: { id: string; title: string; inventory_quantity: number }[];
    }[];
  }>(request, `/store/products?limit=20&region_id=${region.id}`);
  const product = products.find((each) =>
    each.variants.some((variant) => variant.inventory_quantity > 5),
  )!;
  const variant = product.variants.find((each) => each.inventory_quantity > 5)!;
  // As the catalogue search names a variant of a product that has several.
  const item = product.variants.length > 1 ? `${product.title} · ${variant.title}` : product.title;
  return { region, product, variant, item };
}

test("staff create a draft order for a customer, mark it paid and open the order", async ({
  page,
  request,
}, testInfo) => {
  const email = `draft.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await request.post(`${apiUrl}/store/customers`, {
    headers: storeHeaders,
    data: { first_name: "Dora", last_name: "Draft", email, password: "draft-order-pass" },
  });
  expect(created.status()).toBe(200);
  const { region, product, item } = await catalogue(request);

  await signInAsStaff(page);
  await adminNav(page).getByRole("link", { name: "Draft orders" }).click();
  await expect(page.getByRole("heading", { name: "Draft orders", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Create draft order" }).click();
  const form = page.getByRole("form", { name: "Create draft order" });
  await expect(form.getByLabel("Region")).toBeEnabled();

  await form.getByRole("button", { name: "Create draft order" }).click();
  await expect(form.getByText("Add at least one item.")).toBeVisible();
  await expect(form.getByText("Choose a shipping option.")).toBeVisible();
  await expect(form.getByText("Email is required.")).toBeVisible();

  await form.getByLabel("Find a customer").fill(email);
  await form.getByRole("button", { name: "Find customer" }).click();
  await form.getByRole("button", { name: `Choose ${email}` }).click();
  await expect(form.getByTestId("draft-customer")).toContainText("Dora Draft");
  await expect(form.getByLabel("Email")).toHaveValue(email);

  await form.getByLabel("Region").selectOption({ label: `${region.name} (USD)` });
  await form.getByLabel("Search the catalogue").fill(product.title);
  await form.getByRole("button", { name: "Find items" }).click();
  await form.getByRole("button", { name: `Add ${item}`, exact: true }).click();
  await form.getByLabel("Item title").fill("Gift wrapping");
  await form.getByLabel("Price (USD)").fill("abc");
  await form.getByRole("button", { name: "Add custom item" }).click();
  await expect(form.getByText("Enter the amount as a number, such as 12.50.")).toBeVisible();
  await form.getByLabel("Price (USD)").fill("15.00");
  await form.getByRole("button", { name: "Add custom item" }).click();
  const items = form.getByRole("list", { name: "Items of the draft" });
  await expect(items.getByRole("listitem")).toHaveCount(2);
  await expect(items).toContainText("Gift wrapping · custom · $15.00 each");
  // After the first try, each message goes as soon as its field is right.
  await expect(form.getByText("Add at least one item.")).toHaveCount(0);
  await expect(form.getByText("Email is required.")).toHaveCount(0);

  await form.getByLabel("Shipping option").selectOption({ index: 1 });
  const address = form.getByRole("group", { name: "Shipping address" });
  await address.getByLabel("First name").fill("Dora");
  await address.getByLabel("Last name").fill("Draft");
  await address.getByLabel("Address", { exact: true }).fill("5 Phone Lane");
  await address.getByLabel("Postal code").fill("12345");
  await address.getByLabel("City").fill("Springfield");
  await address.getByLabel("Country").selectOption("us");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-draft-order-create");
  await form.getByRole("button", { name: "Create draft order" }).click();

  const heading = page.getByRole("heading", { level: 1, name: /^Draft #\d+$/ });
  await expect(heading).toBeVisible();
  const draftNumber = (await heading.innerText()).replace("Draft ", "");
  await expect(page.getByTestId("draft-status")).toHaveText("Open");
  const lines = page.getByTestId("draft-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: "Gift wrapping" })).toContainText("custom item");
  await expect(page.getByLabel("Payment link")).toHaveValue(/\/pay\/cart_/);

  // Two of the catalogue item: its quantity changes and the total follows.
  const before = await page.getByTestId("draft-total").innerText();
  const catalogueLine = lines.filter({ hasText: product.title });
  await catalogueLine.getByRole("textbox").fill("2");
  await catalogueLine.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Quantity changed.")).toBeVisible();
  await expect(page.getByTestId("draft-total")).not.toHaveText(before);
  const total = await page.getByTestId("draft-total").innerText();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-draft-order");

  await page.getByRole("button", { name: "Mark as paid" }).click();
  const dialog = page.getByRole("dialog", { name: `Mark draft ${draftNumber} as paid?` });
  await expect(dialog).toContainText(total);
  await saveScreenshot(page, testInfo, "admin-draft-order-pay-dialog");
  await dialog.getByRole("button", { name: `Mark ${total} paid` }).click();

  await expect(page.getByTestId("draft-status")).toHaveText("Completed");
  const orderLink = page.getByRole("status").getByRole("link", { name: /^Order #\d+$/ });
  await expect(orderLink).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as paid" })).toHaveCount(0);
  await expect(catalogueLine.getByRole("textbox")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-draft-order-paid");

  const orderName = await orderLink.innerText();
  await orderLink.click();
  await expect(page.getByRole("heading", { name: orderName })).toBeVisible();
  await expect(page.getByTestId("payment-status")).toHaveText("Captured");
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText("Gift wrapping").first()).toBeVisible();

  await adminNav(page).getByRole("link", { name: "Draft orders" }).click();
  const row = page.getByRole("row").filter({ hasText: `Draft ${draftNumber}` });
  await expect(row).toContainText("Completed");
  await expect(row).toContainText(total);
  await expectNoSeriousA11yViolations(page);
});

test("staff delete an open draft order after the danger dialog", async ({ page, request }) => {
  const email = `draft-delete.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const { region, variant } = await catalogue(request);
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const options = await request.get(`${apiUrl}/admin/shipping-options?region_id=${region.id}`, {
    headers,
  });
  const { shipping_options: shipping } = (await options.json()) as {
    shipping_options: { id: string; is_return: boolean }[];
  };
  const created = await request.post(`${apiUrl}/admin/draft-orders`, {
    headers,
    data: {
      email,
      region_id: region.id,
      items: [{ variant_id: variant.id, quantity: 1 }],
      shipping_methods: [{ option_id: shipping.find((each) => !each.is_return)!.id }],
    },
  });
  expect(created.status()).toBe(200);
  const { draft_order: draft } = (await created.json()) as {
    draft_order: { id: string; display_id: number };
  };

  await signInAsStaff(page);
  await page.goto(`/admin/draft-orders/${draft.id}`);
  await expect(page.getByRole("heading", { name: `Draft #${draft.display_id}` })).toBeVisible();
  await page.getByRole("button", { name: "Delete draft" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete draft #${draft.display_id}?` });
  await dialog.getByRole("button", { name: "Keep draft" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Delete draft" }).click();
  await dialog.getByRole("button", { name: "Delete draft" }).click();
  await expect(page).toHaveURL(/\/admin\/draft-orders$/);
  await expect(page.getByText(`Draft #${draft.display_id} deleted.`)).toBeVisible();
  await page.getByLabel("Search draft number or email").fill(email);
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No draft orders match.")).toBeVisible();
});
