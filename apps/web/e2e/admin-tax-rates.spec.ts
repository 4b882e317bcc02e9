// Staff keep a region's tax rates (issue 14) on its page: a rate added, applied to a product (the
// Store then taxes that product at it), edited, taken off the product and deleted after the
// danger dialog; the page passes axe with a rate's overrides open.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiUrl } from "./servers";
import { adminNav, expectNoSeriousA11yViolations, saveScreenshot, signInAsStaff } from "./support";

const PRODUCT = { title: "Sonder Oak Bed Frame", handle: "sonder-oak-bed-frame" };

/** The codes of the rates the Store taxes the product at in the region. */
async function storeTaxCodes(request: APIRequestContext, regionId: string): Promise<string[]> {
  const response = await request.get(
    `${apiUrl}/store/products?handle=${PRODUCT.handle}&region_id=${regionId}`,
  );
  expect(response.status()).toBe(200);
  const { products } = (await response.json()) as {
    products: { variants: { tax_rates: { code: string }[] | null }[] }[];
  };
  return (products[0].variants[0].tax_rates ?? []).map((rate) => rate.code);
}

test("staff add a tax rate to a region, apply it to a product and remove it", async ({
  page,
  request,
}, testInfo) => {
  await signInAsStaff(page);
  await adminNav(page).getByRole("link", { name: "Regions" }).click();
  await page.getByRole("link", { name: "United States", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Tax rates" })).toBeVisible();
  const regionId = page.url().split("/").pop() ?? "";
  expect(await storeTaxCodes(request, regionId)).toEqual(["default"]);

  const form = page.getByRole("form", { name: "Add a tax rate" });
  await form.getByRole("button", { name: "Add tax rate" }).click();
  await expect(form.getByText("Rate is required.")).toBeVisible();
  const name = `Luxury ${Date.now().toString(36)}`;
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Code").fill("LUX");
  await form.getByLabel("Rate (%)").fill("12.5");
  await form.getByRole("button", { name: "Add tax rate" }).click();
  await expect(page.getByText(`${name} was added.`)).toBeVisible();
  const rates = page.getByRole("list", { name: "Tax rates" });
  await expect(rates.getByText(`${name} · 12.5 %`)).toBeVisible();

  await page.getByRole("button", { name: `What ${name} applies to` }).click();
  const addProduct = page.getByRole("form", { name: `Add a product to ${name}` });
  await addProduct.getByLabel("Add a product").selectOption({ label: PRODUCT.title });
  await addProduct.getByRole("button", { name: "Add" }).click();
  await expect(page.getByText(`${name} now applies there.`)).toBeVisible();
  const applied = page.getByRole("list", { name: `Products at ${name}` });
  await expect(applied.getByText(PRODUCT.title)).toBeVisible();
  await expect(
    rates.getByText("LUX · 1 product · no product types · no shipping options"),
  ).toBeVisible();
  expect(await storeTaxCodes(request, regionId)).toEqual(["LUX"]);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-tax-rates");

  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("form", { name: `Edit ${name}` });
  await edit.getByLabel("Rate (%)").fill("15");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`${name} was saved.`)).toBeVisible();
  await expect(rates.getByText(`${name} · 15 %`)).toBeVisible();

  await page.getByRole("button", { name: `Stop taxing ${PRODUCT.title} at ${name}` }).click();
  await expect(page.getByText(`${name} no longer applies there.`)).toBeVisible();
  await expect(page.getByText("No product is taxed at this rate.")).toBeVisible();
  expect(await storeTaxCodes(request, regionId)).toEqual(["default"]);

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete tax rate" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Tax rates" })).toBeVisible();
  await expect(page.getByText(`${name} · 15 %`)).toHaveCount(0);
});
