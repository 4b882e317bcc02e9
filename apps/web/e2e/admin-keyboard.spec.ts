// The admin area with the keyboard alone (issue 4): staff sign in, move between screens, review
// an application in the confirmation dialog (Escape closes it and gives focus back) and approve
// it, without a single mouse click.
import { expect, test } from "@playwright/test";
import { e2eStaff } from "./servers";
import { adminNav, expectNoSeriousA11yViolations, isFocused, tabTo } from "./support";

test.describe("the admin area with the keyboard alone", () => {
  test("staff sign in, open the screens and approve an application from the keyboard", async ({
    page,
  }) => {
    await page.goto("/account/login");
    const staffTab = page.getByRole("tab", { name: "Staff" });
    await tabTo(page, page.getByRole("tab", { name: "Sign in" }));
    // The tabs follow the arrow keys (Sign in → Create account → Staff).
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(staffTab).toHaveAttribute("aria-selected", "true");
    await expect.poll(() => isFocused(staffTab)).toBe(true);

    await tabTo(page, page.getByLabel("Email"));
    await page.keyboard.type(e2eStaff.email);
    await tabTo(page, page.getByLabel("Password"));
    await page.keyboard.type(e2eStaff.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/trade-professionals$/);

    // Every screen of the side navigation opens from the keyboard.
    for (const [name, path] of [
      ["Products", "/admin/products"],
      ["Orders", "/admin/orders"],
      ["Regions", "/admin/regions"],
      ["Settings", "/admin/settings"],
      ["Trade professionals", "/admin/trade-professionals"],
    ] as const) {
      const link = adminNav(page).getByRole("link", { name, exact: true });
      await tabTo(page, link);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(link).toHaveAttribute("aria-current", "page");
    }

    // Find an application by typing a search and pressing Enter.
    const search = page.getByLabel("Search name, email or company");
    await tabTo(page, search);
    await page.keyboard.type("Jonas Lind");
    await page.keyboard.press("Enter");
    const applicant = page.getByRole("link", { name: "Jonas Lind" });
    await expect(applicant).toBeVisible();
    await tabTo(page, applicant);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Jonas Lind" })).toBeVisible();

    // The reject dialog takes the focus; Escape closes it and gives focus back to its button.
    const reject = page.getByRole("button", { name: "Reject" });
    await tabTo(page, reject);
    await page.keyboard.press("Enter");
    const rejectDialog = page.getByRole("dialog", { name: "Reject application" });
    await expect(rejectDialog).toBeVisible();
    await expect
      .poll(() => rejectDialog.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press("Escape");
    await expect(rejectDialog).toBeHidden();
    await expect.poll(() => isFocused(reject)).toBe(true);
    await expect(page.getByText("Pending review")).toBeVisible();

    // Approving: Tab inside the dialog reaches its confirm button.
    await tabTo(page, page.getByRole("button", { name: "Approve" }));
    await page.keyboard.press("Enter");
    const approveDialog = page.getByRole("dialog", { name: "Approve application" });
    await expect(approveDialog).toBeVisible();
    await tabTo(page, approveDialog.getByRole("button", { name: "Approve" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Jonas Lind was approved.")).toBeVisible();
    await expect(page.getByText("Approved", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
