// Issue 5 "Preview mode": the preview secret and a slug on a page enter preview (drafts shown)
// and the app goes to the same path without the query string; a wrong secret does neither.
import { expect, test } from "@playwright/test";

// The development default (lib/config previewSecret); the e2e shop sets no PREVIEW_SECRET.
const SECRET = process.env.PREVIEW_SECRET ?? "atelier-dev-preview-secret";

test.describe("preview mode", () => {
  test("published reads show the published page, without drafts", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Atelier" })).toBeVisible();
    await expect(page.getByText("About Atelier (draft)")).toHaveCount(0);
  });

  test("a wrong secret does not enter preview", async ({ page, request }) => {
    // The page asks /api/preview itself; once that answer is in, it has decided to stay.
    const asked = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith("/api/preview"),
    );
    await page.goto("/about?secret=wrong&slug=about");
    expect((await asked).status()).toBe(401);
    await expect(page).toHaveURL(/\/about\?secret=wrong&slug=about$/);
    await expect(page.getByRole("heading", { level: 1, name: "About Atelier" })).toBeVisible();
    const refused = await request.get("/api/preview?secret=wrong&slug=about", { maxRedirects: 0 });
    expect(refused.status()).toBe(401);
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === "__prerender_bypass")).toBe(false);
  });

  test("the secret and a slug show the draft and strip the query string", async ({ page }) => {
    await page.goto(`/about?secret=${encodeURIComponent(SECRET)}&slug=about`);
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "About Atelier (draft)" }),
    ).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Preview mode" })).toBeVisible();

    // Leaving preview shows the published page again.
    await page.getByRole("link", { name: "Exit preview" }).click();
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Atelier" })).toBeVisible();
  });
});
