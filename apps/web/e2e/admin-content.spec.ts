// Issue 5 "Admin": staff edit a theme colour on /admin/content, with a live swatch, publish it and
// the shop's variable changes; the SEO entries of a page are edited and published; the form
// submissions list shows what visitors sent. Axe on both screens.
import { expect, test } from "@playwright/test";
import { apiUrl } from "./servers";
import { adminNav, expectNoSeriousA11yViolations, saveScreenshot, signInAsStaff } from "./support";

test.describe("the admin content screen", () => {
  test("staff publish a theme colour and the shop follows", async ({ page, browser }, testInfo) => {
    await signInAsStaff(page);
    await adminNav(page).getByRole("link", { name: "Content" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
    const form = page.getByRole("form", { name: "Theme settings" });
    await expect(form.getByLabel("Current theme")).toHaveValue("Atelier");
    await expectNoSeriousA11yViolations(page);

    const shop = await browser.newPage();
    await shop.goto(testInfo.project.use.baseURL ?? "/");
    const shopBackground = () =>
      shop.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue("--theme-background").trim(),
      );
    await expect.poll(shopBackground).toBe("250, 248, 245");

    const background = form.getByLabel("Atelier light Background");
    try {
      await background.fill("#336699");
      // The swatch previews the draft before it is published.
      await expect(page.getByRole("img", { name: "Preview of Atelier" })).toHaveCSS(
        "background-color",
        "rgb(51, 102, 153)",
      );
      await saveScreenshot(page, testInfo, "admin-content-theme");
      await form.getByRole("button", { name: "Publish theme" }).click();
      await expect(page.getByText("Theme published.")).toBeVisible();
      // Published: a freshly rendered shop page has the new colour.
      await shop.reload();
      expect(await shopBackground()).toBe("51, 102, 153");
    } finally {
      // Put the seeded colour back.
      await form.getByLabel("Atelier light Background").fill("#faf8f5");
      await form.getByRole("button", { name: "Publish theme" }).click();
      await expect(page.getByText("Theme published.").first()).toBeVisible();
    }
    await shop.reload();
    await expect.poll(shopBackground).toBe("250, 248, 245");
    await shop.close();
  });

  test("staff edit and publish a page's SEO entries", async ({ page }) => {
    await signInAsStaff(page);
    await page.goto("/admin/content");
    await page.getByLabel("Page", { exact: true }).selectOption({ label: "Contact us (page)" });
    const seo = page.getByRole("form", { name: /SEO entries of Contact us/ });
    const entries = seo.getByRole("listitem");
    await expect(entries.first()).toBeVisible();
    const count = (await entries.count()) + 1;
    await seo.getByRole("button", { name: "Add an entry" }).click();
    await expect(entries).toHaveCount(count);
    await seo.getByLabel(`Key of entry ${count}`).fill("keywords");
    await seo.getByLabel(`Content of entry ${count}`).fill("showroom, contact, design");
    await seo.getByRole("button", { name: "Publish SEO entries" }).click();
    await expect(page.getByText("SEO entries published.")).toBeVisible();

    await page.goto("/contact");
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      "content",
      "showroom, contact, design",
    );
  });

  test("the form submissions list shows what was sent", async ({ page }) => {
    const sent = await fetch(`${apiUrl}/forms/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        name: "Grace from the list",
        email: "grace@example.com",
        topic: "Trade",
        message: "Hello",
      }),
    });
    expect(sent.status).toBeLessThan(300);
    await signInAsStaff(page);
    await adminNav(page).getByRole("link", { name: "Form submissions" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Form submissions" })).toBeVisible();
    const row = page
      .getByRole("table", { name: "Form submissions" })
      .getByRole("row")
      .filter({ hasText: "Grace from the list" });
    await expect(row).toContainText("contact");
    await expect(row).toContainText("grace@example.com");
    await expectNoSeriousA11yViolations(page);
  });
});
