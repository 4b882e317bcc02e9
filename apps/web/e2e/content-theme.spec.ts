// Issue 5 "Theme": the theme document's colours are CSS variables on <html>, wired into the shop's
// palette, and an edit through the content API reaches an open page without a reload. Issue 11:
// the default font, Open Sans, comes from the shop itself, and the theme's radius and font size
// reach the shop's buttons and body text. Also the page scripts (tag manager, analytics,
// accessibility widget): absent by default, present when configured.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient, type SanityClient } from "@sanity/client";
import { expect, test, type Page } from "@playwright/test";
import { apiUrl, e2ePorts, e2eStaff, webUrl } from "./servers";
import { saveScreenshot, watchPage } from "./support";

const THEME_ID = "themeSettings";
const BACKGROUND = 'themes[_key=="atelier"].colors.light.background';
const BORDER_RADIUS = 'themes[_key=="atelier"].borderRadius';
const FONT_SIZE = 'themes[_key=="atelier"].fontSize';

async function staffContentClient(): Promise<SanityClient> {
  const response = await fetch(`${apiUrl}/admin/auth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(e2eStaff),
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  return createClient({
    projectId: "atelier",
    dataset: "production",
    apiVersion: "2022-03-13",
    apiHost: `${apiUrl}/content`,
    useProjectHostname: false,
    useCdn: false,
    token,
  });
}

const themeVariable = (page: Page, name: string) =>
  page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );

/** Resolves once the page's theme subscription is connected, so an edit made now reaches it. */
const themeListening = (page: Page) =>
  expect(page.locator("html")).toHaveAttribute("data-theme-live", "listening");

const bodyStyle = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { fontFamily: style.fontFamily, fontSize: style.fontSize };
  });

test.describe("the live theme", () => {
  test("the seeded theme's colours are the shop's palette", async ({ page }) => {
    await page.goto("/");
    expect(await themeVariable(page, "--theme-background")).toBe("250, 248, 245");
    expect(await themeVariable(page, "--theme-primary")).toBe("31, 27, 23");
    expect(await themeVariable(page, "--theme-secondary")).toBe("138, 74, 44");
    expect(await themeVariable(page, "--theme-font")).toMatch(/^"Open Sans", /);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      "rgb(250, 248, 245)",
    );
    await expect(page.locator("html")).toHaveAttribute("data-theme-mode", "light");
  });

  test("the body is set in Open Sans, served by the shop: no request leaves 127.0.0.1", async ({
    page,
  }) => {
    const outside: string[] = [];
    const fonts: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http") && url.hostname !== "127.0.0.1") outside.push(url.href);
      if (request.resourceType() === "font") fonts.push(url.href);
    });
    await page.goto("/");
    expect((await bodyStyle(page)).fontFamily).toMatch(/^"?Open Sans"?, /);
    // document.fonts.check() is also true for a family with no face at all, so wait for a face
    // named Open Sans to have loaded too.
    await page.waitForFunction(
      () =>
        document.fonts.check('16px "Open Sans"') &&
        [...document.fonts].some(
          (face) => face.family.replace(/["']/g, "") === "Open Sans" && face.status === "loaded",
        ),
    );
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.startsWith(`${webUrl}/_next/`) && font.endsWith(".woff2"), font).toBe(true);
    }
    expect(outside).toEqual([]);
  });

  test("a theme edit through the API changes an open page's variables within 2 s", async ({
    page,
  }, testInfo) => {
    const client = await staffContentClient();
    await page.goto("/");
    await expect.poll(() => themeVariable(page, "--theme-background")).toBe("250, 248, 245");
    await themeListening(page);
    try {
      await client
        .patch(THEME_ID)
        .set({ [BACKGROUND]: "#123" })
        .commit();
      await expect
        .poll(() => themeVariable(page, "--theme-background"), { timeout: 2000, intervals: [100] })
        .toBe("17, 34, 51");
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        "rgb(17, 34, 51)",
      );
      await saveScreenshot(page, testInfo, "content-theme-live");

      // The current theme switches to the dark Evening theme, live too.
      await client.patch(THEME_ID).set({ currentTheme: "Evening" }).commit();
      await expect(page.locator("html")).toHaveAttribute("data-theme-mode", "dark", {
        timeout: 2000,
      });
    } finally {
      await client
        .patch(THEME_ID)
        .set({ [BACKGROUND]: "#faf8f5", currentTheme: "Atelier" })
        .commit();
    }
    await expect.poll(() => themeVariable(page, "--theme-background")).toBe("250, 248, 245");
  });

  test("an edit of the radius and font size reaches an open page's buttons and body text", async ({
    page,
  }, testInfo) => {
    const client = await staffContentClient();
    await page.goto("/shop");
    await page.locator('main a[href^="/products/"]').first().click();
    const addToCart = page.getByRole("button", { name: "Add to cart" });
    await expect(addToCart).toBeVisible();
    const radius = () => addToCart.evaluate((button) => getComputedStyle(button).borderRadius);
    // The seed's square corners and 16 px text are the shop's look before the edit.
    expect(await radius()).toBe("0px");
    expect((await bodyStyle(page)).fontSize).toBe("16px");
    await themeListening(page);
    try {
      await client
        .patch(THEME_ID)
        .set({ [BORDER_RADIUS]: "12px", [FONT_SIZE]: "18px" })
        .commit();
      await expect.poll(radius, { timeout: 2000, intervals: [100] }).toBe("12px");
      await expect
        .poll(async () => (await bodyStyle(page)).fontSize, { timeout: 2000, intervals: [100] })
        .toBe("18px");
      await saveScreenshot(page, testInfo, "content-theme-radius-font-size");
    } finally {
      await client
        .patch(THEME_ID)
        .set({ [BORDER_RADIUS]: "0px", [FONT_SIZE]: "16px" })
        .commit();
    }
    await expect.poll(radius).toBe("0px");
  });
});

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const scriptedPort = e2ePorts.web + 1;

test.describe("page scripts", () => {
  test("no tag manager, analytics or accessibility widget unless configured", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.locator("#tag-manager, #tag-manager-src")).toHaveCount(0);
    await expect(page.locator("#analytics-tracker")).toHaveCount(0);
    await expect(page.locator("#accessibility-widget, #accessibility-widget-script")).toHaveCount(
      0,
    );
  });

  test.describe("configured", () => {
    let web: ChildProcess | undefined;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      web = spawn(
        path.join(repoRoot, "node_modules", ".bin", "next"),
        ["start", "-p", String(scriptedPort), "-H", "127.0.0.1"],
        {
          cwd: path.join(repoRoot, "apps", "web"),
          env: {
            ...process.env,
            PUBLIC_API_URL: apiUrl,
            API_URL: apiUrl,
            MEDUSA_PUBLISHABLE_KEY: process.env.E2E_PUBLISHABLE_KEY ?? "",
            GTM_ID: "GTM-E2E123",
            ANALYTICS_SITE_ID: "atelier-e2e",
            ANALYTICS_URL: `${apiUrl}/e2e-analytics.js`,
            ACCESSIBILITY_WIDGET_URL: `${apiUrl}/e2e-accessibility-widget.js`,
          },
          stdio: "ignore",
        },
      );
      for (let attempt = 0; attempt < 240; attempt += 1) {
        try {
          if ((await fetch(`http://127.0.0.1:${scriptedPort}/thank-you`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error("the configured shop did not start");
    });
    test.afterAll(() => {
      web?.kill("SIGTERM");
    });

    test("the three scripts are on the page, the widget bottom-left", async ({ page }) => {
      const trouble = await watchPage(page);
      const response = await page.goto(`http://127.0.0.1:${scriptedPort}/`);
      await expect(page.locator('script[src*="gtm.js?id=GTM-E2E123"]')).toHaveCount(1);
      const tracker = page.locator("script#analytics-tracker");
      await expect(tracker).toHaveAttribute("src", `${apiUrl}/e2e-analytics.js`);
      await expect(tracker).toHaveAttribute("data-site-id", "atelier-e2e");
      await expect(page.locator("script#accessibility-widget-script")).toHaveAttribute(
        "data-position",
        "bottom-left",
      );
      const mount = page.locator("#accessibility-widget");
      await expect(mount).toHaveAttribute("data-position", "bottom-left");
      const box = await mount.evaluate((element) => {
        const style = getComputedStyle(element);
        return { position: style.position, left: style.left, bottom: style.bottom };
      });
      expect(box).toEqual({ position: "fixed", left: "16px", bottom: "16px" });

      // Under the shop's CSP (issue 11): the tag manager's origin is allowed now that it is
      // configured, each script carries the request's nonce, the inline bootstrap ran and the
      // browser fetched the other two (a blocked script never reaches resource timing).
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      for (const id of ["tag-manager", "analytics-tracker", "accessibility-widget-script"]) {
        expect(
          await page
            .locator(`script#${id}`)
            .evaluate((script) => (script as HTMLScriptElement).nonce),
          id,
        ).toBe(nonce);
      }
      await page.waitForFunction(() =>
        (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.some(
          (entry) => entry.event === "gtm.js",
        ),
      );
      for (const script of ["e2e-analytics.js", "e2e-accessibility-widget.js"]) {
        await page.waitForFunction(
          (url) => performance.getEntriesByName(url).length > 0,
          `${apiUrl}/${script}`,
        );
      }
      expect(trouble.cspViolations).toEqual([]);
    });
  });
});
