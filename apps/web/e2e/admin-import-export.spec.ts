// Import / Export in the admin (issue 15): staff import a small CSV (a new product with a unique
// handle and a row with an error), see the dry run's summary and the bad row's line, confirm and
// watch the progress bar reach 100%; the shop then shows the new product. Staff export products
// and download the file through the signed link. Every screen passes axe.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { apiUrl } from "./servers";
import {
  adminNav,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  signInAsStaff,
  waitForHydration,
} from "./support";

const storeHeaders = { "x-publishable-api-key": process.env.E2E_PUBLISHABLE_KEY ?? "" };

test("staff import products from a CSV after a dry run, and export products to a CSV", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const regions = await request.get(`${apiUrl}/store/regions`, { headers: storeHeaders });
  const us = (
    (await regions.json()) as { regions: { name: string; currency_code: string }[] }
  ).regions.find((region) => region.currency_code === "usd")!;
  const handle = `imported-lamp-${Date.now()}`;
  const title = `Imported lamp ${Date.now()}`;
  // Medusa v1's product CSV columns; line 3 has a quantity that is not a number.
  const csv = [
    [
      "Product Handle",
      "Product Title",
      "Product Status",
      "Variant Title",
      "Variant SKU",
      "Variant Inventory Quantity",
      "Option 1 Name",
      "Option 1 Value",
      `Price ${us.name} [USD]`,
    ],
    [handle, title, "published", "Brass", `${handle}-brass`, "5", "Finish", "Brass", "4500"],
    [
      `${handle}-bad`,
      "Broken row",
      "published",
      "One",
      `${handle}-bad`,
      "lots",
      "Size",
      "One",
      "1",
    ],
  ]
    .map((row) => row.join(";"))
    .join("\n");

  await signInAsStaff(page);
  await adminNav(page).getByRole("link", { name: "Import / Export" }).click();
  await expect(page.getByRole("heading", { name: "Import / Export", level: 1 })).toBeVisible();
  const importSection = page.getByRole("region", { name: "Import products" });
  const checkFile = importSection.getByRole("button", { name: "Check file" });
  await waitForHydration(checkFile);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-import-export");

  // No file chosen, then a file that is not a CSV.
  await checkFile.click();
  await expect(importSection.getByText("Choose a CSV file to import.")).toBeVisible();
  const fileInput = importSection.getByLabel("CSV file");
  await fileInput.setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from("not a csv"),
  });
  await expect(importSection.getByText(/photo.png is not a CSV file/)).toBeVisible();

  await fileInput.setInputFiles({
    name: "products.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await checkFile.click();
  await expect(importSection.getByText("Waiting for confirmation")).toBeVisible({
    timeout: 30_000,
  });
  await expect(importSection.getByText(/There will be 1 products? created/)).toBeVisible();
  await expect(importSection.getByRole("heading", { name: "1 row will be skipped" })).toBeVisible();
  await expect(importSection.getByText(/Line 3: .*Variant Inventory Quantity/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-import-dry-run");

  await importSection.getByRole("button", { name: "Confirm import" }).click();
  const progress = importSection.getByRole("progressbar", { name: "Import progress" });
  await expect(progress).toBeVisible();
  await expect(importSection.getByText("The import is complete.")).toBeVisible({
    timeout: 30_000,
  });
  await expect(progress).toHaveAttribute("value", "100");
  await expect(importSection.getByRole("link", { name: "Go to products" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-import-done");

  // The shop shows the new product.
  const shop = await page.context().newPage();
  await shop.goto(`/products/${handle}`);
  await expect(shop.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await shop.close();

  // Export products, then download the file through its signed link.
  await page.getByRole("button", { name: "Export products" }).click();
  const jobs = page.getByRole("table", { name: "Your recent import and export jobs" });
  const download = jobs.getByRole("button", { name: "Download product export CSV" }).first();
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-export-done");
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  const text = await readFile(await file.path(), "utf8");
  const [header] = text.split(/\r?\n/);
  expect(header).toContain("Product Handle");
  expect(header).toContain("Variant SKU");
  expect(text).toContain(handle);
});
