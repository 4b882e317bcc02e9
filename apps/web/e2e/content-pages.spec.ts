// Content pages (issue 5 "Storefront"): a page, a showroom and a served area are published through
// the content API with the official client; the shop renders them with their SEO tags and
// JSON-LD, resolves every link kind of spec §2, and lists them in sitemap.xml.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { createContentClient } from "../src/lib/content/client";
import { apiUrl, e2eStaff } from "./servers";
import { expectNoSeriousA11yViolations, saveScreenshot } from "./support";

const run = Date.now().toString(36);
const slugs = {
  page: `e2e-guide-${run}`,
  other: `e2e-care-${run}`,
  home: `e2e-homepage-${run}`,
  location: `e2e-showroom-${run}`,
  served: `e2e-served-${run}`,
};
const ids = {
  page: `e2e-page-${run}`,
  other: `e2e-other-${run}`,
  home: `e2e-home-${run}`,
  location: `e2e-location-${run}`,
  served: `e2e-served-${run}`,
};

const schema = {
  "@context": "https://schema.org",
  "@type": "Article",
  headline: "A guide </script><script>window.broken=1</script>",
};

function linkSpan(key: string, text: string) {
  return { _type: "span", _key: `${key}-span`, text, marks: [key] };
}

function paragraph(key: string, children: unknown[], markDefs: unknown[]) {
  return { _type: "block", _key: key, style: "normal", markDefs, children };
}

const internal = (key: string, ref: string, referenceType?: string, kindKey = "linkType") => ({
  _type: "link",
  _key: key,
  [kindKey]: "linkInternal",
  internalLink: { _type: "reference", _ref: ref },
  ...(referenceType ? { referenceType } : {}),
});

function pageBody() {
  const marks = [
    internal("to-location", ids.location, "locations"),
    internal("to-served", ids.served, "locationsWeServe"),
    internal("to-home", ids.home),
    internal("to-page", ids.other, undefined, "type"),
    {
      _type: "link",
      _key: "to-external",
      linkType: "linkExternal",
      externalLink: "https://example.com/same",
    },
    {
      _type: "link",
      _key: "to-new-window",
      linkType: "linkExternal",
      externalLink: "https://example.com/new",
      linkTarget: "_blank",
    },
    { _type: "link", _key: "to-nowhere", linkType: "linkInternal" },
  ];
  return [
    {
      _type: "block",
      _key: "h",
      style: "h2",
      markDefs: [],
      children: [{ _type: "span", _key: "hs", text: "Caring for oak", marks: [] }],
    },
    paragraph(
      "links",
      [
        linkSpan("to-location", "Our showroom"),
        { _type: "span", _key: "s1", text: " · ", marks: [] },
        linkSpan("to-served", "Where we deliver"),
        { _type: "span", _key: "s2", text: " · ", marks: [] },
        linkSpan("to-home", "Back home"),
        { _type: "span", _key: "s3", text: " · ", marks: [] },
        linkSpan("to-page", "Care notes"),
        { _type: "span", _key: "s4", text: " · ", marks: [] },
        linkSpan("to-external", "Same window"),
        { _type: "span", _key: "s5", text: " · ", marks: [] },
        linkSpan("to-new-window", "New window"),
        { _type: "span", _key: "s6", text: " · ", marks: [] },
        linkSpan("to-nowhere", "Nowhere yet"),
      ],
      marks,
    ),
    {
      _type: "block",
      _key: "list",
      style: "normal",
      listItem: "bullet",
      level: 1,
      markDefs: [],
      children: [{ _type: "span", _key: "li", text: "Oil twice a year", marks: [] }],
    },
  ];
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${apiUrl}/admin/auth/token`, { data: e2eStaff });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

test.describe("content pages", () => {
  test.beforeAll(async ({ request }) => {
    const client = createContentClient({ apiUrl, token: await staffToken(request) });
    const simple = (id: string, type: string, slug: string, title: string) => ({
      _id: id,
      _type: type,
      title,
      slug: { _type: "slug", current: slug },
      body: [
        paragraph(`${id}-p`, [{ _type: "span", _key: "t", text: `${title} body.`, marks: [] }], []),
      ],
    });
    await client
      .transaction()
      .createOrReplace(simple(ids.location, "locations", slugs.location, "Harbour showroom"))
      .createOrReplace(simple(ids.served, "locationsWeServe", slugs.served, "Coastal towns"))
      .createOrReplace(simple(ids.home, "page", slugs.home, "Another home"))
      .createOrReplace(simple(ids.other, "page", slugs.other, "Care notes"))
      .createOrReplace({
        _id: ids.page,
        _type: "page",
        title: "A guide to oak",
        slug: { _type: "slug", current: slugs.page },
        seo: [
          { _key: "t", key: "page-title", content: "Oak guide — Atelier" },
          { _key: "d", key: "description", content: "How to care for oak furniture." },
          { _key: "c", key: "canonical", href: `https://atelier.example/${slugs.page}` },
          { _key: "og", key: "og:title", content: "The oak guide" },
          { _key: "r", key: "robots", content: "index,follow" },
          {
            _key: "a",
            key: "alternate",
            rel: "alternate",
            href: "https://atelier.example/fr/guide",
          },
        ],
        seoSchema: schema,
        body: pageBody(),
      })
      .commit();
  });

  test("a CMS page's HTML carries its title, meta and link tags and JSON-LD", async ({
    request,
  }) => {
    const response = await request.get(`/${slugs.page}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Oak guide — Atelier</title>");
    expect(html).toMatch(/<meta name="description" content="How to care for oak furniture."/);
    expect(html).toMatch(/<meta property="og:title" content="The oak guide"/);
    expect(html).toMatch(/<meta name="robots" content="index,follow"/);
    expect(html).toContain(`<link rel="canonical" href="https://atelier.example/${slugs.page}"`);
    expect(html).toContain('<link rel="alternate" href="https://atelier.example/fr/guide"');
    // The schema is there once, escaped so that its text cannot close the script.
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]![1]!)).toEqual(schema);
  });

  test("the page renders in the browser with every link kind resolved", async ({
    page,
  }, testInfo) => {
    await page.goto(`/${slugs.page}`);
    await expect(page).toHaveTitle("Oak guide — Atelier");
    await expect(page.getByRole("heading", { level: 1, name: "A guide to oak" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Caring for oak" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Oil twice a year" })).toBeVisible();
    await expect(page.locator("head meta[name=description]")).toHaveAttribute(
      "content",
      "How to care for oak furniture.",
    );
    const schemaText = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(schemaText ?? "null")).toEqual(schema);
    expect(await page.evaluate(() => (window as { broken?: number }).broken)).toBeUndefined();

    const link = (name: string) => page.getByRole("main").getByRole("link", { name, exact: true });
    await expect(link("Our showroom")).toHaveAttribute("href", `/locations/${slugs.location}`);
    await expect(link("Where we deliver")).toHaveAttribute(
      "href",
      `/locations-we-serve/${slugs.served}`,
    );
    await expect(link("Back home")).toHaveAttribute("href", "/");
    await expect(link("Care notes")).toHaveAttribute("href", `/${slugs.other}`);
    await expect(link("Nowhere yet")).toHaveAttribute("href", "/page-not-found");
    const same = link("Same window");
    await expect(same).toHaveAttribute("href", "https://example.com/same");
    expect(await same.getAttribute("target")).toBeNull();
    expect(await same.getAttribute("rel")).toBeNull();
    const newWindow = link("New window");
    await expect(newWindow).toHaveAttribute("href", "https://example.com/new");
    await expect(newWindow).toHaveAttribute("target", "_blank");
    await expect(newWindow).toHaveAttribute("rel", "noopener noreferrer");
    await saveScreenshot(page, testInfo, "content-page");

    await link("Our showroom").click();
    await expect(page).toHaveURL(new RegExp(`/locations/${slugs.location}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Harbour showroom" })).toBeVisible();
  });

  test("a published edit shows on the next page load", async ({ page, request }) => {
    await page.goto(`/${slugs.other}`);
    await expect(page.getByRole("heading", { level: 1, name: "Care notes" })).toBeVisible();
    const client = createContentClient({ apiUrl, token: await staffToken(request) });
    await client
      .patch(ids.other)
      .set({ title: "Care notes, revised" })
      .setIfMissing({ seo: [] })
      .append("seo", [{ _key: "kw", key: "keywords", content: "oak, care" }])
      .commit();
    await page.reload();
    await expect(
      page.getByRole("heading", { level: 1, name: "Care notes, revised" }),
    ).toBeVisible();
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute(
      "content",
      "oak, care",
    );
  });

  test("pages without SEO of their own take the site settings' default description", async ({
    request,
  }) => {
    const client = createContentClient({ apiUrl, token: await staffToken(request) });
    const settings = await client.getDocument("siteSettings");
    const seo = (settings?.seo ?? []) as { _key: string; key?: string; content?: string }[];
    const description = `Atelier defaults, edited ${run}.`;
    await client
      .patch("siteSettings")
      .set({
        seo: seo.map((entry) =>
          entry.key === "description" ? { ...entry, content: description } : entry,
        ),
      })
      .commit();
    try {
      const html = await (await request.get("/cart")).text();
      expect(html).toContain(`<meta name="description" content="${description}"/>`);
      const shop = await (await request.get("/shop")).text();
      expect(shop).toContain(`<meta name="description" content="${description}"/>`);
      expect(await (await request.get("/account/login")).text()).toContain(
        `<title>Sign in | Atelier</title>`,
      );
    } finally {
      await client.patch("siteSettings").set({ seo }).commit();
    }
  });

  test("showrooms and served areas render at their addresses", async ({ page }) => {
    await page.goto(`/locations/${slugs.location}`);
    await expect(page.getByRole("heading", { level: 1, name: "Harbour showroom" })).toBeVisible();
    await expect(page.getByText("Harbour showroom body.")).toBeVisible();
    await page.goto(`/locations-we-serve/${slugs.served}`);
    await expect(page.getByRole("heading", { level: 1, name: "Coastal towns" })).toBeVisible();
  });

  test("an unknown slug gives the not-found page", async ({ page, request }) => {
    for (const path of [
      `/no-such-page-${run}`,
      `/locations/nowhere-${run}`,
      `/locations-we-serve/nowhere-${run}`,
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    // A showroom's slug is not a page's slug.
    expect((await request.get(`/${slugs.location}`)).status()).toBe(404);
    await page.goto(`/no-such-page-${run}`);
    await expect(page.getByRole("heading", { name: "We couldn’t find that page" })).toBeVisible();
  });

  test("static routes are not taken over by content slugs", async ({ request }) => {
    for (const path of ["/shop", "/cart", "/thank-you", "/page-not-found", "/account/login"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(400);
    }
  });

  test("sitemap.xml and robots.txt answer", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain("<urlset");
    for (const path of [
      `/${slugs.page}`,
      `/locations/${slugs.location}`,
      `/locations-we-serve/${slugs.served}`,
      "/shop",
    ]) {
      expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${path}</loc>`));
    }
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/products\/[^<]+<\/loc>/);
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/collections\/[^<]+<\/loc>/);

    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    for (const path of ["/admin", "/account", "/checkout", "/cart"]) {
      expect(text).toContain(`Disallow: ${path}`);
    }
    expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  test("a product page carries Product JSON-LD", async ({ page, request }) => {
    await page.goto("/shop");
    const href =
      (await page.locator('main a[href^="/products/"]').first().getAttribute("href")) ?? "";
    const html = await (await request.get(href)).text();
    const product = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((ld) => ld["@type"] === "Product");
    expect(product).toBeDefined();
    expect(product!.name).toEqual(expect.any(String));
    expect(product!.image).toEqual(expect.arrayContaining([expect.stringMatching(/^https?:/)]));
    const offers = [product!.offers].flat() as Record<string, unknown>[];
    expect(offers.length).toBeGreaterThan(0);
    expect(offers[0]).toMatchObject({
      "@type": "Offer",
      price: expect.stringMatching(/^\d+(\.\d+)?$/),
      priceCurrency: expect.stringMatching(/^[A-Z]{3}$/),
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
    });
  });

  test("a CMS page has no serious accessibility violations", async ({ page }) => {
    await page.goto(`/${slugs.page}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("seeded content", () => {
  test("the home page renders the home document above the shop's products, each link kind resolved", async ({
    page,
    request,
  }, testInfo) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("<title>Home | Atelier</title>");
    const types = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => (JSON.parse(match[1]!) as { "@type": string })["@type"],
    );
    expect(types.sort()).toEqual(["Organization", "WebPage"]);

    await page.goto("/");
    await expect(
      page.getByRole("heading", { name: "Made to be lived with", exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "New arrivals" })).toBeVisible();
    const link = (name: string) => page.getByRole("main").getByRole("link", { name, exact: true });
    await expect(link("how we choose our makers")).toHaveAttribute("href", "/about");
    await expect(link("Shoreditch showroom")).toHaveAttribute("href", "/locations/shoreditch");
    await expect(link("Greater London")).toHaveAttribute(
      "href",
      "/locations-we-serve/greater-london",
    );
    await expect(link("home page")).toHaveAttribute("href", "/");
    await expect(link("lookbook (coming soon)")).toHaveAttribute("href", "/page-not-found");
    await expect(link("FSC-certified forests")).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link("FSC-certified forests")).toHaveAttribute("target", "_blank");
    expect(await link("Instagram").getAttribute("target")).toBeNull();

    // The rich-text image is a 500 by 500 webp from the API, and it loads.
    const image = page.getByRole("img", { name: /sunlit living room/ });
    const src = (await image.getAttribute("src")) ?? "";
    expect(src).toMatch(/\/content\/images\/atelier\/production\/[^?]+\?.*fm=webp/);
    expect(new URL(src).searchParams.get("w")).toBe("500");
    const response = await request.get(src);
    expect(response.headers()["content-type"]).toBe("image/webp");
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    await saveScreenshot(page, testInfo, "content-home");
  });

  test("a showroom shows its address, hours and FurnitureStore schema", async ({
    page,
  }, testInfo) => {
    await page.goto("/locations/shoreditch");
    await expect(page.getByRole("heading", { level: 1, name: "Atelier Shoreditch" })).toBeVisible();
    await expect(page.getByText("12 Rivington Street")).toBeVisible();
    await expect(page.getByText("Monday to Friday: 10:00–18:00")).toBeVisible();
    const schema = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "null",
    ) as { "@type": string };
    expect(schema["@type"]).toBe("FurnitureStore");
    await saveScreenshot(page, testInfo, "content-showroom");
  });

  test("the trade programme page renders its form block inside the form wrapper", async ({
    page,
  }) => {
    await page.goto("/trade-programme");
    await expect(page.getByRole("heading", { level: 1, name: "Trade programme" })).toBeVisible();
    await expect(page.getByLabel("Studio or company")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send enquiry" })).toBeVisible();
  });

  test("the contact page with its form has no serious accessibility violations", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("/home is the home page's address /", async ({ request }) => {
    const response = await request.get("/home", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()["location"]).toBe("/");
  });
});
