// Issue 12: the API reference (the API's GET /docs) renders in a real browser from the API's own
// files: no request leaves the API's origin, nothing trips the page's CSP, the console stays
// clean; and staff reach it from the admin navigation, in a new tab.
import { expect, test } from "@playwright/test";
import { apiUrl } from "./servers";
import { adminNav, saveScreenshot, signInAsStaff, watchPage } from "./support";

test.describe("the API reference", () => {
  test("renders from the API alone and expands an operation to its answers", async ({
    page,
  }, testInfo) => {
    const apiOrigin = new URL(apiUrl).origin;
    const elsewhere: string[] = [];
    const fromApi: string[] = [];
    // Every request the page makes, the API's own let through and any other refused and noted.
    await page.route("**", (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== apiOrigin) {
        elsewhere.push(url.href);
        return route.abort("blockedbyclient");
      }
      fromApi.push(url.pathname);
      return route.continue();
    });
    const trouble = await watchPage(page);

    // Swagger UI renders operations as they scroll into view (199 of them); the deep link to the
    // Meta tag scrolls to it, as a reader following a link to it would.
    await page.goto(`${apiUrl}/docs#/Meta`);
    await expect(page).toHaveTitle("Atelier API reference");
    await expect(page.getByRole("heading", { name: /^Atelier API/ })).toBeVisible();

    const health = page.getByRole("button", { name: /^GET\s*\/health/ });
    await expect(health).toHaveAttribute("aria-expanded", "false");
    await health.click();
    await expect(health).toHaveAttribute("aria-expanded", "true");
    const operation = page.locator(".opblock", { has: health });
    await expect(operation.getByRole("heading", { name: "Responses" })).toBeVisible();
    await expect(operation.locator('tr.response[data-code="200"]')).toContainText(
      "The API answers",
    );
    await saveScreenshot(page, testInfo, "api-reference");

    expect(fromApi).toEqual(
      expect.arrayContaining([
        "/docs",
        "/docs/assets/swagger-ui-bundle.js",
        "/docs/assets/swagger-ui.css",
        "/docs/assets/init.js",
        "/openapi.json",
      ]),
    );
    expect(elsewhere, "requests to other origins").toEqual([]);
    expect(trouble.cspViolations, "CSP violations").toEqual([]);
    expect(trouble.consoleErrors, "console errors").toEqual([]);
    expect(trouble.pageErrors, "uncaught exceptions").toEqual([]);
  });

  test("staff open it from the admin navigation, in a new tab", async ({ page, context }) => {
    await signInAsStaff(page);
    const link = adminNav(page).getByRole("link", { name: /^API reference/ });
    await expect(link).toHaveAttribute("href", `${apiUrl}/docs`);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAccessibleName("API reference (opens in a new tab)");

    const [reference] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await expect(reference).toHaveTitle("Atelier API reference");
    // The first operation of the document: the reference rendered it.
    await expect(
      reference.getByRole("button", { name: /^POST\s*\/store\/auth\b/ }).first(),
    ).toBeVisible();
    await reference.close();
    await expect(page).toHaveURL(/\/admin\/trade-professionals$/);
  });
});
