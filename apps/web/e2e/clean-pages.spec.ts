// Issue 11 "A clean page for every visitor": each kind of page a signed-out shopper meets answers
// with a Content-Security-Policy built around a nonce of its own and the plain security headers,
// works under them (it hydrates, the cart opens), logs no console error or warning and throws
// nothing, and, when it may be indexed, describes itself in a meta description; the cart and the
// sign-in page say noindex instead.
import { expect, test, type Page, type Response } from "@playwright/test";
import { cartButton, cartDropdown, waitForHydration, watchPage } from "./support";

/** One page of each kind a shopper meets, and whether search engines may index it. */
const shopperPages = [
  { path: "/", indexable: true },
  { path: "/shop", indexable: true },
  { path: "/products/sonder-oak-bed-frame", indexable: true },
  { path: "/collections/living", indexable: true },
  { path: "/about", indexable: true },
  { path: "/locations/shoreditch", indexable: true },
  { path: "/locations-we-serve/greater-london", indexable: true },
  { path: "/account/login", indexable: false },
  { path: "/cart", indexable: false },
];

/** The shortest meta description that says something about a page (issue 11). */
const MIN_DESCRIPTION_LENGTH = 20;

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

/**
 * The page says in <head> whether it may be indexed and, when it may, describes itself: read
 * from the HTML as served (what a crawler that runs no script reads) and from the live page.
 */
async function expectDescribedOrNoindex(
  page: Page,
  html: string,
  indexable: boolean,
): Promise<void> {
  const servedHead = html.slice(0, html.indexOf("</head>"));
  expect(servedHead).toContain(indexable ? '<meta name="description"' : "noindex");
  const robots = await page
    .locator('head meta[name="robots"]')
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content") ?? ""));
  if (!indexable) {
    expect(robots.some((content) => content.includes("noindex"))).toBe(true);
    return;
  }
  expect(robots.some((content) => content.includes("noindex"))).toBe(false);
  const description = page.locator('head meta[name="description"]');
  await expect(description).toHaveCount(1);
  const content = ((await description.getAttribute("content")) ?? "").trim();
  expect(content.length, content).toBeGreaterThanOrEqual(MIN_DESCRIPTION_LENGTH);
}

test.describe("a clean page for every visitor", () => {
  for (const { path, indexable } of shopperPages) {
    test(`${path}: security headers, no console noise, ${indexable ? "a description" : "noindex"}`, async ({
      page,
    }) => {
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
      const html = await answer.text();
      const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
      const runnable = scriptTags.filter((tag) => !tag.includes('type="application/ld+json"'));
      expect(runnable.length).toBeGreaterThan(0);
      expect(runnable.filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);

      // The page's own scripts ran: React hydrated the header and the cart opens.
      await waitForHydration(cartButton(page));
      await cartButton(page).click();
      await expect(cartDropdown(page)).toBeVisible();

      await expectDescribedOrNoindex(page, html, indexable);

      // Nothing was refused, nothing failed to load (a signed-out visitor's session is never
      // asked for), React warned of no hydration mismatch, nothing threw.
      expect(trouble.cspViolations).toEqual([]);
      expect(trouble.consoleErrors).toEqual([]);
      expect(trouble.consoleWarnings).toEqual([]);
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
