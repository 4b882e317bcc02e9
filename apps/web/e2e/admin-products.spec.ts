import { crc32, deflateSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, saveScreenshot, signInAsStaff, tabTo } from "./support";

/** A small solid-colour PNG, made here so the test needs no fixture file. */
function solidPng(size: number, [red, green, blue]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array(size).fill([red, green, blue]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test.describe("admin products", () => {
  test("staff create a published product with two variants and an image; the shop sells it", async ({
    page,
  }, testInfo) => {
    const stamp = Date.now();
    const title = `Glazed test vase ${stamp}`;
    const handle = `glazed-test-vase-${stamp}`;
    await signInAsStaff(page);

    const nav = page.getByRole("navigation", { name: "Admin" });
    await nav.getByRole("link", { name: "Products" }).click();
    await expect(page.getByRole("heading", { name: "Products", exact: true })).toBeVisible();
    // The seeded catalogue fills the list.
    await expect(page.getByRole("table", { name: "Products" }).getByRole("row")).not.toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Keyboard only: from the navigation, Tab to "New product" and press Enter.
    await nav.getByRole("link", { name: "Products" }).focus();
    const newProduct = page.getByRole("link", { name: "New product" });
    await tabTo(page, newProduct);
    await expect(newProduct).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/products\/new$/);
    await expect(page.getByRole("heading", { name: "New product" })).toBeVisible();

    // An empty form says what is missing.
    const form = page.getByRole("form", { name: "New product" });
    await form.getByRole("button", { name: "Save product" }).click();
    await expect(form.getByText("Enter a title.")).toBeVisible();

    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Handle").fill(handle);
    await form.getByLabel("Subtitle").fill("Hand-glazed stoneware");
    await form.getByLabel("Description").fill("A vase glazed by hand, for the browser test.");
    await form.getByLabel("Status").selectOption("published");

    await form.getByRole("button", { name: "Add option" }).click();
    await form.getByLabel("Option 1 name").fill("Size");
    await form.getByLabel("Option 1 values").fill("Small, Large");
    await form.getByRole("button", { name: "Make a variant for each value" }).click();

    const small = form.getByRole("group", { name: "Variant 1" });
    const large = form.getByRole("group", { name: "Variant 2" });
    await expect(small.getByLabel("Size")).toHaveValue("Small");
    await expect(large.getByLabel("Size")).toHaveValue("Large");
    await small.getByLabel("SKU").fill(`VASE-S-${stamp}`);
    await small.getByLabel("Stock").fill("8");
    await small.getByLabel("Price USD").fill("45");
    await small.getByLabel("Price EUR").fill("42.50");
    await small.getByLabel("Price JPY").fill("6800");
    await large.getByLabel("SKU").fill(`VASE-L-${stamp}`);
    await large.getByLabel("Stock").fill("3");
    await large.getByLabel("Price USD").fill("-65");
    await large.getByLabel("Price EUR").fill("60");
    await large.getByLabel("Price JPY").fill("9800.5");

    await form.getByLabel("Upload images").setInputFiles({
      name: "glazed-vase.png",
      mimeType: "image/png",
      buffer: solidPng(64, [40, 90, 160]),
    });
    const preview = form.getByRole("img", { name: "Product image 1 (thumbnail)" });
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(64);
    const imageUrl = (await preview.getAttribute("src")) ?? "";
    expect(imageUrl).toMatch(/^https?:\/\//);

    // Bad amounts are named beside their fields, and nothing typed is lost.
    await form.getByRole("button", { name: "Save product" }).click();
    await expect(large.getByText("Enter an amount of 0 or more, like 12.50.")).toBeVisible();
    await expect(large.getByText("Enter a whole amount of 0 or more, like 1500.")).toBeVisible();
    await expect(form.getByLabel("Title", { exact: true })).toHaveValue(title);
    await expect(small.getByLabel("Price EUR")).toHaveValue("42.50");
    await expect(preview).toBeVisible();
    await large.getByLabel("Price USD").fill("65");
    await large.getByLabel("Price JPY").fill("9800");
    await expect(large.getByText("Enter an amount of 0 or more, like 12.50.")).toBeHidden();
    await expect(form.getByRole("alert")).toHaveCount(0);

    await saveScreenshot(page, testInfo, "admin-product-form");
    await expectNoSeriousA11yViolations(page);

    await form.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByText(`${title} was created.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\/[^/]+$/);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const variants = page.getByRole("table", { name: "Variants" });
    await expect(variants.getByRole("row", { name: /Small/ })).toContainText("$45.00");
    await expect(variants.getByRole("row", { name: /Large/ })).toContainText("¥9,800");

    // A variant changes in its dialog; Escape closes it without saving.
    await page.getByRole("button", { name: "Edit variant Large" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit variant Large" });
    // The modal dialog takes the focus.
    await expect(dialog.getByLabel("Variant title")).toBeFocused();
    await dialog.getByLabel("Stock").fill("99");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const largeStock = variants.getByRole("row", { name: /Large/ }).getByRole("cell").nth(2);
    await expect(largeStock).toHaveText("3");
    await page.getByRole("button", { name: "Edit variant Large" }).click();
    await dialog.getByLabel("Stock").fill("5");
    await dialog.getByRole("button", { name: "Save variant" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Variant saved.")).toBeVisible();
    await expect(largeStock).toHaveText("5");
    await expectNoSeriousA11yViolations(page);

    // The list finds it, with its thumbnail, status, variants and stock.
    await nav.getByRole("link", { name: "Products" }).click();
    await page.getByLabel("Search title or SKU").fill(title);
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Published");
    await expect(row.getByRole("cell").nth(4)).toHaveText("2");
    await expect(row.getByRole("cell").nth(5)).toHaveText("13");
    await saveScreenshot(page, testInfo, "admin-products");

    // The shop sells it, with its picture.
    await page.goto(`/products/${handle}`);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    // The $45.00 staff entered, shown with the United States' 8 % tax (docs/adr/0007).
    await expect(page.getByRole("main")).toContainText("$48.60incl. tax");
    const uploadedPath = new URL(imageUrl).pathname;
    // next/image may route the picture through its optimizer, which encodes the address.
    const picture = page
      .getByRole("main")
      .locator(`img[src*="${encodeURIComponent(uploadedPath)}"], img[src*="${uploadedPath}"]`)
      .first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  test("a refused save shows the API's message and keeps what was typed; deleting asks first", async ({
    page,
  }, testInfo) => {
    const stamp = Date.now();
    const title = `Short-lived stool ${stamp}`;
    await signInAsStaff(page);
    await page.goto("/admin/products/new");
    const form = page.getByRole("form", { name: "New product" });
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const productUrl = page.url();

    // A second product cannot take the same handle: the API says so, and the form keeps its text.
    await page.goto("/admin/products/new");
    await form.getByLabel("Title", { exact: true }).fill("Another stool");
    await form.getByLabel("Handle").fill(`short-lived-stool-${stamp}`);
    await form.getByRole("button", { name: "Save product" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      `A product with handle short-lived-stool-${stamp} already exists`,
    );
    await expect(form.getByLabel("Title", { exact: true })).toHaveValue("Another stool");
    await expect(page).toHaveURL(/\/admin\/products\/new$/);

    await page.goto(productUrl);

    // A saved product gains an option, then a variant through the dialog, which wants a price.
    await page.getByLabel("New option name").fill("Finish");
    await page.getByRole("button", { name: "Add option" }).click();
    await expect(page.getByText("Option added.")).toBeVisible();
    await expect(page.getByRole("form", { name: "Option Finish" })).toBeVisible();
    await page.getByRole("button", { name: "Add variant" }).click();
    const variantDialog = page.getByRole("dialog", { name: "Add a variant" });
    await variantDialog.getByLabel("Finish").fill("Oiled");
    await variantDialog.getByLabel("Stock").fill("4");
    await variantDialog.getByRole("button", { name: "Save variant" }).click();
    await expect(
      variantDialog.getByText("Add at least one price so the shop can sell this variant."),
    ).toBeVisible();
    await variantDialog.getByLabel("Price USD").fill("120");
    await variantDialog.getByRole("button", { name: "Save variant" }).click();
    await expect(variantDialog).toBeHidden();
    const variants = page.getByRole("table", { name: "Variants" });
    await expect(variants.getByRole("row", { name: /Oiled/ })).toContainText("$120.00");
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, testInfo, "admin-product-edit");

    // Removing a variant asks first.
    await page.getByRole("button", { name: "Delete variant Oiled" }).click();
    await page
      .getByRole("dialog", { name: "Delete variant" })
      .getByRole("button", { name: "Delete variant" })
      .click();
    await expect(page.getByText("Variant deleted.")).toBeVisible();
    await expect(page.getByRole("table", { name: "Variants" })).toHaveCount(0);

    await page.getByRole("button", { name: "Delete product" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete product" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Delete product" }).click();
    await dialog.getByRole("button", { name: "Delete product" }).click();
    await expect(page.getByText(`${title} was deleted.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await page.getByLabel("Search title or SKU").fill(title);
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("No products match.")).toBeVisible();
  });
});
