// Sales channels and publishable API keys in the admin (issue 15): staff create a channel (an
// empty name is refused on the page), add one product to it, create a key, link it to the channel
// and copy the key from the keyboard; a storefront sending that key sees exactly that product.
// Staff revoke the key after a confirmation, and the Store API refuses it from then on. The
// store's default channel cannot be deleted: the page says why. Every screen passes axe.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiUrl } from "./servers";
import {
  adminNav,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  signInAsStaff,
  staffToken,
  tabTo,
} from "./support";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

/** Text matched as written, brackets and dots included. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** GETs an Admin API path with the staff member's token and answers the JSON. */
async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${apiUrl}${path}`, {
    headers: { authorization: `Bearer ${await staffToken(request)}` },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

test("staff scope a storefront key to a channel of one product, then revoke it", async ({
  page,
  request,
}, testInfo) => {
  const suffix = `${Date.now()}`;
  const channelName = `Pop-up ${suffix}`;
  const keyTitle = `Pop-up storefront ${suffix}`;
  const { products } = await adminGet<{ products: { id: string; title: string }[] }>(
    request,
    "/admin/products?limit=1&status[]=published&is_giftcard=false",
  );
  const product = products[0];

  await signInAsStaff(page);
  await adminNav(page).getByRole("link", { name: "Sales channels", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sales channels", level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: "Sales channels" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-sales-channels");

  // A channel needs a name; the description is optional.
  await page.getByRole("button", { name: "New channel" }).click();
  const newChannel = page.getByRole("form", { name: "New channel" });
  await newChannel.getByRole("button", { name: "Create channel" }).click();
  await expect(newChannel.getByText("Enter a name for the channel.")).toBeVisible();
  await expect(newChannel.getByLabel("Channel name")).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);
  await newChannel.getByLabel("Channel name").fill(channelName);
  await newChannel.getByLabel("Description (optional)").fill("A weekend market stall");
  await newChannel.getByRole("button", { name: "Create channel" }).click();

  await expect(page).toHaveURL(/\/admin\/sales-channels\/sc_/);
  await expect(page.getByRole("heading", { name: channelName, level: 1 })).toBeVisible();
  await expect(page.getByTestId("channel-status")).toHaveText("Enabled");
  await expect(page.getByText("No products in this channel yet.")).toBeVisible();

  // Add the product through the product search.
  const finder = page.getByRole("search", { name: "Find products to add" });
  await finder.getByLabel("Find products").fill(product.title);
  await finder.getByRole("button", { name: "Find products" }).click();
  const found = page.getByRole("list", { name: "Products found" });
  await found
    .getByRole("checkbox", { name: new RegExp(`^${escapeRegExp(product.title)} ·`) })
    .check();
  await page.getByRole("button", { name: "Add to channel" }).click();
  const channelProducts = page.getByRole("table", { name: `Products in ${channelName}` });
  await expect(channelProducts.getByRole("link", { name: product.title })).toBeVisible();
  await expect(channelProducts.getByRole("row")).toHaveCount(2);
  await expect(found).toContainText("already in this channel");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-sales-channel");

  // Disabling and enabling it again.
  await page.getByRole("button", { name: "Disable channel" }).click();
  await expect(page.getByTestId("channel-status")).toHaveText("Disabled");
  await page.getByRole("button", { name: "Enable channel" }).click();
  await expect(page.getByTestId("channel-status")).toHaveText("Enabled");

  // A key, linked to the channel.
  await adminNav(page).getByRole("link", { name: "API keys", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Publishable API keys", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "New key" }).click();
  const newKey = page.getByRole("form", { name: "New key" });
  await newKey.getByRole("button", { name: "Create key" }).click();
  await expect(newKey.getByText("Enter a title for the key.")).toBeVisible();
  await newKey.getByLabel("Key title").fill(keyTitle);
  await newKey.getByRole("button", { name: "Create key" }).click();

  await expect(page).toHaveURL(/\/admin\/api-keys\/pk_/);
  await expect(page.getByRole("heading", { name: keyTitle, level: 1 })).toBeVisible();
  await expect(page.getByTestId("api-key-status")).toHaveText("Active");
  const keyId = (await page.getByTestId("api-key-id").innerText()).trim();
  expect(keyId).toMatch(/^pk_/);
  await expect(page.getByText("Linked to no sales channel")).toBeVisible();

  const link = page.getByRole("form", { name: "Link a sales channel" });
  await link.getByRole("button", { name: "Link channel" }).click();
  await expect(link.getByText("Choose a sales channel to link.")).toBeVisible();
  await link.getByLabel("Sales channel").selectOption({ label: channelName });
  await link.getByRole("button", { name: "Link channel" }).click();
  const keyChannels = page.getByRole("table", { name: `Sales channels of ${keyTitle}` });
  await expect(keyChannels.getByRole("link", { name: channelName })).toBeVisible();
  await expect(keyChannels.getByRole("row")).toHaveCount(2);

  // The key is copied from the keyboard.
  const copy = page.getByRole("button", { name: `Copy the key of ${keyTitle}` });
  await tabTo(page, copy);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: `Copied the key of ${keyTitle}` })).toHaveText(
    "Copied",
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(keyId);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-api-key");

  // The list shows the key as active, with its own Copy button.
  await page.getByRole("link", { name: "← All publishable API keys" }).click();
  await page.getByLabel("Search key title").fill(suffix);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const keys = page.getByRole("table", { name: "Publishable API keys" });
  const keyRow = keys.getByRole("row").filter({ hasText: keyTitle });
  await expect(keyRow).toContainText("Active");
  await expect(keyRow).toContainText(keyId);
  await keyRow.getByRole("button", { name: `Copy the key of ${keyTitle}` }).click();
  await expect(keyRow.getByRole("button", { name: "Copied" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-api-keys");

  // A storefront sending the key sees exactly the channel's product.
  const storeProducts = () =>
    request.get(`${apiUrl}/store/products`, { headers: { "x-publishable-api-key": keyId } });
  const scoped = await storeProducts();
  expect(scoped.status()).toBe(200);
  const body = (await scoped.json()) as { products: { id: string }[]; count: number };
  expect(body.products.map((each) => each.id)).toEqual([product.id]);
  expect(body.count).toBe(1);

  // Revoked after a confirmation; the Store API refuses it, and it cannot be revoked twice.
  await keyRow.getByRole("link", { name: keyTitle }).click();
  await page.getByRole("button", { name: "Revoke key" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke this key?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByTestId("api-key-status")).toHaveText("Revoked");
  await expect(page.getByRole("button", { name: "Revoke key" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-api-key-revoked");
  expect((await storeProducts()).status()).toBe(400);

  await page.getByRole("link", { name: "← All publishable API keys" }).click();
  await expect(
    page.getByRole("table", { name: "Publishable API keys" }).getByRole("row").filter({
      hasText: keyTitle,
    }),
  ).toContainText("Revoked");
});

test("the store's default channel cannot be deleted, and the page says why", async ({
  page,
  request,
}) => {
  const { store } = await adminGet<{ store: { default_sales_channel: { name: string } } }>(
    request,
    "/admin/store",
  );
  const name = store.default_sales_channel.name;

  await signInAsStaff(page);
  await adminNav(page).getByRole("link", { name: "Sales channels", exact: true }).click();
  await page.getByRole("table", { name: "Sales channels" }).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Sales channel · the store's default")).toBeVisible();
  await page.getByRole("button", { name: "Delete channel" }).click();
  await page
    .getByRole("dialog", { name: "Delete sales channel" })
    .getByRole("button", { name: "Delete channel" })
    .click();
  await expect(
    page.getByRole("alert").filter({ hasText: "You cannot delete the default sales channel" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/sales-channels\/sc_/);
  await expectNoSeriousA11yViolations(page);
});

test("staff edit a channel, take a product off it, rename a key, unlink its channel and delete it", async ({
  page,
  request,
}) => {
  const suffix = `${Date.now()}`;
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`${apiUrl}${path}`, { headers, data });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  const { products } = await adminGet<{ products: { id: string; title: string }[] }>(
    request,
    "/admin/products?limit=1&status[]=published&is_giftcard=false",
  );
  const { sales_channel: channel } = await post<{ sales_channel: { id: string } }>(
    "/admin/sales-channels",
    { name: `Outlet ${suffix}` },
  );
  await post(`/admin/sales-channels/${channel.id}/products/batch`, {
    product_ids: [{ id: products[0].id }],
  });
  const { publishable_api_key: key } = await post<{ publishable_api_key: { id: string } }>(
    "/admin/publishable-api-keys",
    { title: `Outlet key ${suffix}` },
  );
  await post(`/admin/publishable-api-keys/${key.id}/sales-channels/batch`, {
    sales_channel_ids: [{ id: channel.id }],
  });

  await signInAsStaff(page);
  await page.goto(`/admin/sales-channels/${channel.id}`);
  await expect(page.getByRole("heading", { name: `Outlet ${suffix}`, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Edit details" }).click();
  const edit = page.getByRole("form", { name: "Edit details" });
  await edit.getByLabel("Channel name").fill(" ");
  await edit.getByRole("button", { name: "Save details" }).click();
  await expect(edit.getByText("Enter a name for the channel.")).toBeVisible();
  await edit.getByLabel("Channel name").fill(`Clearance ${suffix}`);
  await edit.getByLabel("Description (optional)").fill("Last pieces");
  await edit.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("heading", { name: `Clearance ${suffix}`, level: 1 })).toBeVisible();
  await expect(page.getByText("Last pieces")).toBeVisible();

  const channelProducts = page.getByRole("table", { name: `Products in Clearance ${suffix}` });
  await channelProducts.getByRole("checkbox", { name: `Select ${products[0].title}` }).check();
  await page.getByRole("button", { name: "Remove selected" }).click();
  await expect(page.getByText("No products in this channel yet.")).toBeVisible();

  await page.goto(`/admin/api-keys/${key.id}`);
  await expect(page.getByRole("heading", { name: `Outlet key ${suffix}`, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Rename" }).click();
  const rename = page.getByRole("form", { name: "Rename key" });
  await rename.getByLabel("Key title").fill("");
  await rename.getByRole("button", { name: "Save title" }).click();
  await expect(rename.getByText("Enter a title for the key.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await rename.getByLabel("Key title").fill(`Clearance key ${suffix}`);
  await rename.getByRole("button", { name: "Save title" }).click();
  await expect(
    page.getByRole("heading", { name: `Clearance key ${suffix}`, level: 1 }),
  ).toBeVisible();

  const keyChannels = page.getByRole("table", {
    name: `Sales channels of Clearance key ${suffix}`,
  });
  await keyChannels.getByRole("checkbox", { name: `Select Clearance ${suffix}` }).check();
  await page.getByRole("button", { name: "Unlink selected" }).click();
  await expect(page.getByText("Linked to no sales channel")).toBeVisible();

  await page.getByRole("button", { name: "Delete key" }).click();
  await page
    .getByRole("dialog", { name: "Delete this key?" })
    .getByRole("button", { name: "Delete key" })
    .click();
  await expect(page).toHaveURL(/\/admin\/api-keys$/);
  await page.getByLabel("Search key title").fill(suffix);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No keys match.")).toBeVisible();
  const gone = await request.get(`${apiUrl}/store/products`, {
    headers: { "x-publishable-api-key": key.id },
  });
  expect(gone.status()).toBe(400);
});
