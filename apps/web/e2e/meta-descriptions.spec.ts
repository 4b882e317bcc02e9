// Issue 11: every indexable page has one meta description of at least 20 characters and is not
// marked noindex; the cart, checkout, account, admin and order pages are marked noindex.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createContentClient } from "../src/lib/content/client";
import { apiUrl, e2eStaff } from "./servers";

const MIN_DESCRIPTION_LENGTH = 20;

async function firstHandle(request: APIRequestContext, resource: "products" | "collections") {
  const response = await request.get(`${apiUrl}/store/${resource}?limit=1`, {
    headers: { "x-publishable-api-key": process.env.E2E_PUBLISHABLE_KEY ?? "" },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as Record<string, { handle: string }[]>;
  return body[resource][0].handle;
}

const robotsContent = async (page: Page) =>
  (await page
    .locator('head meta[name="robots"]')
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content") ?? ""))) as string[];

test.describe("meta descriptions and noindex", () => {
  test("indexable pages have one description of 20 characters or more and no noindex", async ({
    page,
    request,
  }) => {
    const paths = [
      "/",
      "/shop",
      `/products/${await firstHandle(request, "products")}`,
      `/collections/${await firstHandle(request, "collections")}`,
      "/about",
      "/locations/shoreditch",
      "/locations-we-serve/greater-london",
    ];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const descriptions = page.locator('head meta[name="description"]');
      await expect(descriptions, path).toHaveCount(1);
      const content = ((await descriptions.getAttribute("content")) ?? "").trim();
      expect(content.length, `${path}: "${content}"`).toBeGreaterThanOrEqual(
        MIN_DESCRIPTION_LENGTH,
      );
      expect(await robotsContent(page), path).not.toContainEqual(
        expect.stringContaining("noindex"),
      );
    }
  });

  test("a showroom without SEO entries is described by its address and opening hours", async ({
    page,
    request,
  }) => {
    const token = await request.post(`${apiUrl}/admin/auth/token`, { data: e2eStaff });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const client = createContentClient({ apiUrl, token: accessToken });
    const slug = `e2e-no-seo-${Date.now().toString(36)}`;
    await client.createOrReplace({
      _id: `e2e-location-${slug}`,
      _type: "locations",
      title: "Atelier Harbour",
      slug: { _type: "slug", current: slug },
      address: { street: "3 Quay Street", city: "Bristol", postcode: "BS1 4DB" },
      openingHours: [{ _key: "w", days: "Monday to Saturday", opens: "10:00", closes: "18:00" }],
      body: [],
    });
    await page.goto(`/locations/${slug}`);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      "content",
      "Atelier Harbour, 3 Quay Street, Bristol BS1 4DB. Open Monday to Saturday 10:00–18:00.",
    );
  });

  test("the cart, checkout, sign-in, admin and order lookup pages say noindex", async ({
    request,
  }) => {
    // The HTML as served, before any client-side redirect (the admin guard sends to sign-in).
    for (const path of [
      "/cart",
      "/checkout",
      "/account/login",
      "/admin/trade-professionals",
      "/order/lookup",
      "/thank-you",
      "/page-not-found",
    ]) {
      const [head] = (await (await request.get(path)).text()).split("</head>");
      expect(head, path).toMatch(/<meta name="robots" content="noindex"\/>/);
    }
  });

  test("robots.txt keeps crawlers out of private areas and sitemap.xml lists no noindex page", async ({
    request,
  }) => {
    const robots = await (await request.get("/robots.txt")).text();
    for (const path of ["/admin", "/account", "/checkout", "/cart", "/order/"]) {
      expect(robots).toContain(`Disallow: ${path}`);
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, url]) => new URL(url).pathname,
    );
    expect(listed).toContain("/about");
    expect(listed).toContain("/locations/shoreditch");
    const notIndexed = /^\/(cart|checkout|account|admin|order|thank-you|page-not-found)(\/|$)/;
    expect(listed.filter((path) => notIndexed.test(path))).toEqual([]);
  });
});
