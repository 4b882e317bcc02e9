// Staff keep the return reasons shoppers choose from (issue 13), in Settings: the seeded reasons
// with their sub-reasons, a reason added under another with its code made from the label, a label
// changed, a reason deleted after the danger dialog; the screen passes axe.
import { expect, test } from "@playwright/test";
import { adminNav, expectNoSeriousA11yViolations, saveScreenshot, signInAsStaff } from "./support";

test("staff add, change and delete a return reason in Settings", async ({ page }, testInfo) => {
  await signInAsStaff(page);
  await adminNav(page).getByRole("link", { name: "Settings" }).click();
  const reasons = page.getByRole("list", { name: "Return reasons" });
  await expect(reasons.getByText("Arrived damaged", { exact: true })).toBeVisible();
  const underDamaged = page.getByRole("list", { name: "Under Arrived damaged" });
  await expect(underDamaged.getByText("Scratched or dented")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const form = page.getByRole("form", { name: "Add a return reason" });
  await form.getByRole("button", { name: "Add return reason" }).click();
  await expect(form.getByText("Give the reason a label shoppers will read.")).toBeVisible();

  const label = `Loose joint ${Date.now().toString(36)}`;
  await form.getByLabel("Label").fill(label);
  await form.getByLabel("Description (optional)").fill("A leg or a hinge came loose");
  await form.getByLabel("Under").selectOption({ label: "Arrived damaged" });
  await form.getByRole("button", { name: "Add return reason" }).click();
  await expect(page.getByText(`${label} was added.`)).toBeVisible();
  await expect(underDamaged.getByText(label, { exact: true })).toBeVisible();
  await expect(underDamaged.getByText(label.toLowerCase().replace(/ /g, "_"))).toBeVisible();
  await expect(form.getByLabel("Label")).toHaveValue("");
  await saveScreenshot(page, testInfo, "admin-return-reasons");

  await page.getByRole("button", { name: `Edit ${label}` }).click();
  const edit = page.getByRole("form", { name: `Edit ${label}` });
  await edit.getByLabel("Label").fill(`${label} (wobbly)`);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`${label} (wobbly) was saved.`)).toBeVisible();
  await page.reload();
  await expect(underDamaged.getByText(`${label} (wobbly)`, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: `Delete ${label} (wobbly)` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete return reason" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`${label} (wobbly) was deleted.`)).toBeVisible();
  await expect(underDamaged.getByText(`${label} (wobbly)`, { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(underDamaged.getByText("Scratched or dented")).toBeVisible();
  await expect(page.getByText(`${label} (wobbly)`, { exact: true })).toHaveCount(0);
});
