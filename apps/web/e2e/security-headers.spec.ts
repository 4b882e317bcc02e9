// Issue 11 "A clean page for every visitor": every page of the shop answers with a
// Content-Security-Policy built around a nonce of its own and the plain security headers, and
// still works under them: no violation, no uncaught error, the page hydrates and the cart opens.
import { expect, test, type Response } from "@playwright/test";
import { cartButton, cartDropdown, waitForHydration, watchPage } from "./support";

/** One page of each kind a shopper meets. */
const shopperPages = [
  "/",
  "/shop",
  "/products/sonder-oak-bed-frame",
  "/collections/living",
  "/about",
  "/locations/shoreditch",
  "/locations-we-serve/greater-london",
  "/account/login",
  "/cart",
];

/** The CSP of an answer as directive → sources. */
function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers()["content-security-policy"] ?? "";
  return new Map(
    header
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function nonceOf(policy: Map<string, string[]>): string {
  const source = policy.get("script-src")?.find((each) => each.startsWith("'nonce-")) ?? "";
  return source.slice("'nonce-".length, -1);
}

function expectPlainSecurityHeaders(response: Response): void {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    expect(headers["permissions-policy"]).toContain(`${feature}=()`);
  }
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-powered-by"]).toBeUndefined();
}

test.describe("security headers", () => {
  for (const path of shopperPages) {
    test(`${path} answers under a nonce CSP and works under it`, async ({ page }) => {
      const trouble = await watchPage(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const answer = response!;

      const policy = policyOf(answer);
      const nonce = nonceOf(policy);
      expect(nonce).not.toBe("");
      expect(policy.get("script-src")).toContain("'strict-dynamic'");
      expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
      expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
      expectPlainSecurityHeaders(answer);

      // The nonce reached the HTML: every script tag the server wrote carries it (the chunks
      // Next's runtime adds later are trusted through 'strict-dynamic').
      const scriptTags = (await answer.text()).match(/<script\b[^>]*>/g) ?? [];
      const runnable = scriptTags.filter((tag) => !tag.includes('type="application/ld+json"'));
      expect(runnable.length).toBeGreaterThan(0);
      expect(runnable.filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);

      // The page's own scripts ran: React hydrated the header and the cart opens.
      await waitForHydration(cartButton(page));
      await cartButton(page).click();
      await expect(cartDropdown(page)).toBeVisible();

      expect(trouble.cspViolations).toEqual([]);
      expect(
        trouble.consoleErrors.filter((message) =>
          /Content Security Policy|Permissions-Policy/i.test(message),
        ),
      ).toEqual([]);
      expect(trouble.pageErrors).toEqual([]);
    });
  }

  test("every answer has a nonce of its own", async ({ request }) => {
    const first = await request.get("/shop");
    const second = await request.get("/shop");
    const nonce = (answer: typeof first) =>
      /'nonce-([^']+)'/.exec(answer.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce(first)).toBeTruthy();
    expect(nonce(second)).toBeTruthy();
    expect(nonce(first)).not.toBe(nonce(second));
  });

  test("built files carry the plain headers but no CSP", async ({ page, request }) => {
    await page.goto("/");
    const chunk = await page.locator('script[src*="/_next/static/"]').first().getAttribute("src");
    const answer = await request.get(chunk ?? "");
    expect(answer.status()).toBe(200);
    expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers()["x-powered-by"]).toBeUndefined();
    expect(answer.headers()["content-security-policy"]).toBeUndefined();
  });
});
