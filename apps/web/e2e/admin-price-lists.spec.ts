// Staff put a signed-up customer into a new customer group and give that group a sale price list
// in the admin; the customer then pays the list's price in the shop, and a customer outside the
// group still pays the usual price. Then the batch removals, the rename and the deletes.
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { apiUrl, webUrl } from "./servers";
import {
  adminNav,
  cartDropdown,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  signInAsStaff,
  staffToken,
  summaryValue,
  waitForCart,
} from "./support";

const PASSWORD = "price-lists-1";

interface StoreProduct {
  title: string;
  handle: string;
  variants: {
    id: string;
    title: string;
    inventory_quantity: number;
    calculated_price: number | null;
  }[];
}

const storeHeaders = () => ({ "x-publishable-api-key": process.env.E2E_PUBLISHABLE_KEY ?? "" });

/** Posts to the API and answers the JSON, failing the test on any status but 200. */
async function post<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  headers: Record<string, string>,
): Promise<T> {
  const response = await request.post(`${apiUrl}${path}`, { headers, data });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: webUrl });
  return context.newPage();
}

/**
 * A stocked product whose variants all cost the same in US dollars (no surcharges), as a guest
 * sees it: whichever variant the product page starts on, its price is known.
 */
async function pricedProduct(request: APIRequestContext): Promise<StoreProduct> {
  const headers = storeHeaders();
  const regions = await request.get(`${apiUrl}/store/regions`, { headers });
  const region = (
    (await regions.json()) as { regions: { id: string; currency_code: string }[] }
  ).regions.find((each) => each.currency_code === "usd")!;
  const listed = await request.get(`${apiUrl}/store/products?limit=50&region_id=${region.id}`, {
    headers,
  });
  const { products } = (await listed.json()) as { products: StoreProduct[] };
  return products.find(
    ({ variants }) =>
      variants.every(
        (variant) =>
          variant.inventory_quantity > 5 &&
          variant.calculated_price === variants[0].calculated_price,
      ) && (variants[0].calculated_price ?? 0) >= 1000,
  )!;
}

/** 1990 → "$1,990.00", as the admin shows US dollars. */
function dollars(amount: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amount);
}

/** "$1,990.00" → 1990. */
function amountOf(text: string): number {
  return Number(text.replace(/[^0-9.]/g, ""));
}

async function signUp(page: Page, firstName: string, email: string): Promise<void> {
  await page.goto("/account/login");
  await page.getByRole("tab", { name: "Create account" }).click();
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Shopper");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/** Puts one of the product in the shopper's cart and answers the cart's subtotal. */
async function subtotalFor(page: Page, product: StoreProduct): Promise<number> {
  await page.goto(`/products/${product.handle}`);
  await waitForCart(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(cartDropdown(page)).toBeVisible();
  await page.goto("/cart");
  return amountOf(await summaryValue(page, "Subtotal (excl. taxes)").innerText());
}

test.describe("price lists", () => {
  test("a customer added to a group pays the group's price list; others do not", async ({
    browser,
    request,
  }, testInfo) => {
    const product = await pricedProduct(request);
    const usualPrice = product.variants[0].calculated_price! / 100;
    const listPrice = Math.floor(usualPrice / 2);
    const stamp = Date.now();
    const memberEmail = `member.${stamp}@example.com`;
    const groupName = `Loyal ${stamp}`;
    const listName = `Loyal sale ${stamp}`;

    const member = await newPage(browser);
    await signUp(member, "Mina", memberEmail);
    const outsider = await newPage(browser);
    await signUp(outsider, "Otis", `outsider.${stamp}@example.com`);

    // Staff make a group and add the member to it.
    const staff = await newPage(browser);
    await signInAsStaff(staff);
    await adminNav(staff).getByRole("link", { name: "Customer groups" }).click();
    await staff.getByRole("button", { name: "New group" }).click();
    const newGroup = staff.getByRole("form", { name: "New group" });
    await newGroup.getByLabel("Group name").fill(groupName);
    await newGroup.getByRole("button", { name: "Create group" }).click();
    await expect(staff.getByRole("heading", { level: 1, name: groupName })).toBeVisible();
    await expect(staff.getByText("No customers in this group yet.")).toBeVisible();
    await staff.getByLabel("Find customers", { exact: true }).fill(memberEmail);
    await staff.getByRole("button", { name: "Find customers" }).click();
    await staff.getByRole("checkbox", { name: new RegExp(memberEmail) }).check();
    await staff.getByRole("button", { name: "Add to group" }).click();
    await expect(staff.getByText(`1 customer was added to ${groupName}.`)).toBeVisible();
    const members = staff.getByRole("table", { name: `Members of ${groupName}` });
    await expect(members.getByRole("row", { name: new RegExp(memberEmail) })).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await saveScreenshot(staff, testInfo, "admin-customer-group");

    // Staff give the group an active sale price list with a lower price for the product.
    await adminNav(staff).getByRole("link", { name: "Price lists" }).click();
    await staff.getByRole("link", { name: "Create price list" }).click();
    const form = staff.getByRole("form", { name: "New price list" });
    await form.getByLabel("Name", { exact: true }).fill(listName);
    await form.getByLabel("Type").selectOption("sale");
    await form.getByLabel("Status").selectOption("active");
    await form.getByRole("checkbox", { name: groupName }).check();
    await form.getByRole("button", { name: "Create price list" }).click();
    await expect(staff.getByRole("heading", { level: 1, name: listName })).toBeVisible();
    const addPrices = staff.getByRole("form", { name: "Add prices" });
    await addPrices.getByLabel("Currency").selectOption("usd");
    await addPrices.getByLabel("Search the catalogue").fill(product.title);
    await addPrices.getByRole("button", { name: "Find items" }).click();
    // Every variant of the product gets the list's price, in one batch.
    const titles = product.variants.map((variant) =>
      product.variants.length > 1 ? `${product.title} · ${variant.title}` : product.title,
    );
    for (const title of titles) {
      await addPrices.getByRole("button", { name: `Add ${title}`, exact: true }).click();
      await addPrices.getByLabel(`${title} (USD)`).fill(String(listPrice));
    }
    await addPrices.getByRole("button", { name: "Save prices" }).click();
    await expect(
      staff.getByText(
        titles.length === 1 ? "1 price was saved." : `${titles.length} prices were saved.`,
      ),
    ).toBeVisible();
    const prices = staff.getByRole("table", { name: `Prices of ${listName}` });
    for (const title of titles) {
      await expect(prices.getByRole("row", { name: new RegExp(`${title} at`) })).toContainText(
        dollars(listPrice),
      );
    }
    await expectNoSeriousA11yViolations(staff);
    await saveScreenshot(staff, testInfo, "admin-price-list");

    // The member pays the list's price; the customer outside the group the usual one.
    expect(await subtotalFor(member, product)).toBe(listPrice);
    await saveScreenshot(member, testInfo, "price-list-member-cart");
    expect(await subtotalFor(outsider, product)).toBe(usualPrice);
  });

  test("staff remove members together, rename and delete a group, and take prices off a list", async ({
    browser,
    request,
  }) => {
    const product = await pricedProduct(request);
    const stamp = Date.now();
    const groupName = `Studio ${stamp}`;
    const listName = `Studio prices ${stamp}`;
    const customerIds: string[] = [];
    for (const name of ["Ada", "Ben"]) {
      const { customer } = await post<{ customer: { id: string } }>(
        request,
        "/store/customers",
        {
          first_name: name,
          last_name: "Studio",
          email: `${name.toLowerCase()}.${stamp}@example.com`,
          password: PASSWORD,
        },
        storeHeaders(),
      );
      customerIds.push(customer.id);
    }
    const admin = { authorization: `Bearer ${await staffToken(request)}` };
    const { customer_group: group } = await post<{ customer_group: { id: string } }>(
      request,
      "/admin/customer-groups",
      { name: groupName },
      admin,
    );
    await post(
      request,
      `/admin/customer-groups/${group.id}/customers/batch`,
      { customer_ids: customerIds.map((id) => ({ id })) },
      admin,
    );
    await post(
      request,
      "/admin/price-lists",
      {
        name: listName,
        description: "",
        type: "override",
        status: "active",
        customer_groups: [{ id: group.id }],
        prices: product.variants.map((variant) => ({
          variant_id: variant.id,
          currency_code: "usd",
          amount: 5000,
        })),
      },
      admin,
    );

    const staff = await newPage(browser);
    await signInAsStaff(staff);

    // The price list: one price taken off, then the product's others, then the list itself.
    await adminNav(staff).getByRole("link", { name: "Price lists" }).click();
    await staff.getByLabel("Status").selectOption("active");
    await staff.getByLabel("Search name or description").fill(listName);
    await staff.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await staff.getByRole("link", { name: listName }).click();
    await expect(staff.getByRole("heading", { level: 1, name: listName })).toBeVisible();
    await expect(staff.getByRole("main")).toContainText(`Override · Active · ${groupName}`);
    const prices = staff.getByRole("table", { name: `Prices of ${listName}` });
    await expect(prices.getByRole("checkbox")).toHaveCount(product.variants.length);
    await prices.getByRole("checkbox").last().check();
    await staff.getByRole("button", { name: "Remove selected prices" }).click();
    await expect(staff.getByText("1 price was removed.")).toBeVisible();
    await expect(prices.getByRole("checkbox")).toHaveCount(product.variants.length - 1);
    await prices.getByRole("button", { name: `Remove every price of ${product.title}` }).click();
    const removeProduct = staff.getByRole("dialog", { name: "Remove product" });
    await expectNoSeriousA11yViolations(staff);
    await removeProduct.getByRole("button", { name: "Remove product" }).click();
    await expect(staff.getByText(`${product.title} was removed from ${listName}.`)).toBeVisible();
    await expect(staff.getByText("This list has no prices yet.")).toBeVisible();
    await staff.getByRole("button", { name: "Delete price list" }).click();
    await staff
      .getByRole("dialog", { name: "Delete price list" })
      .getByRole("button", { name: "Delete price list" })
      .click();
    await expect(staff.getByText(`${listName} was deleted.`)).toBeVisible();
    await expect(staff).toHaveURL(/\/admin\/price-lists$/);

    // The group: both members removed in one go, renamed, then deleted.
    await adminNav(staff).getByRole("link", { name: "Customer groups" }).click();
    await staff.getByLabel("Search group name").fill(groupName);
    await staff.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await staff.getByRole("link", { name: groupName }).click();
    await expect(staff.getByRole("heading", { level: 1, name: groupName })).toBeVisible();
    const members = staff.getByRole("table", { name: `Members of ${groupName}` });
    await expect(members.getByRole("checkbox")).toHaveCount(2);
    for (const checkbox of await members.getByRole("checkbox").all()) await checkbox.check();
    await staff.getByRole("button", { name: "Remove selected" }).click();
    await expect(staff.getByText(`2 customers were removed from ${groupName}.`)).toBeVisible();
    await expect(staff.getByText("No customers in this group yet.")).toBeVisible();
    const renamed = `${groupName} renamed`;
    await staff.getByRole("button", { name: "Rename" }).click();
    const renameForm = staff.getByRole("form", { name: "Rename group" });
    await renameForm.getByLabel("Group name").fill(renamed);
    await renameForm.getByRole("button", { name: "Save name" }).click();
    await expect(staff.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    await staff.getByRole("button", { name: "Delete group" }).click();
    await staff
      .getByRole("dialog", { name: "Delete customer group" })
      .getByRole("button", { name: "Delete group" })
      .click();
    await expect(staff.getByText(`${renamed} was deleted.`)).toBeVisible();
    await expect(staff).toHaveURL(/\/admin\/customer-groups$/);
  });
});
