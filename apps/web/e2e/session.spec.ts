// docs/adr/0006, spec §9: a signed-out visitor's pages never ask the API who is signed in (no 401
// in the console), the session hint lives exactly as long as the session, and a session close to
// its end is renewed, or ends through the sign-out path when it cannot be.
import { expect, test, type Page } from "@playwright/test";
import { signInAsStaff } from "./support";

const SESSION_KEY = "atelier_session";
const PASSWORD = "correct-horse-battery";
/** The calls that ask who is signed in; a signed-out visitor's pages must make none of them. */
const SESSION_CHECK = /\/(store\/auth|store\/customers\/me|admin\/auth)(\/|\?|$)/;
const TEN_HOURS_MS = 10 * 60 * 60 * 1000;

interface SessionHint {
  expiresAt: string | null;
  customer: boolean;
  staff: boolean;
}

function storedHint(page: Page): Promise<SessionHint | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as SessionHint) : null;
  }, SESSION_KEY);
}

/** How far ahead the stored session end is, in ms; null without a hint. */
async function hintLeftMs(page: Page): Promise<number | null> {
  const hint = await storedHint(page);
  return hint?.expiresAt ? Date.parse(hint.expiresAt) - Date.now() : null;
}

/** Moves the stored session end to `ms` from now, as if the session were that close to ending. */
async function setHintEndingIn(page: Page, ms: number): Promise<void> {
  await page.evaluate(
    ({ key, endsAt }) => {
      const hint = JSON.parse(localStorage.getItem(key) ?? "null") as SessionHint;
      localStorage.setItem(key, JSON.stringify({ ...hint, expiresAt: endsAt }));
    },
    { key: SESSION_KEY, endsAt: new Date(Date.now() + ms).toISOString() },
  );
}

async function register(page: Page): Promise<void> {
  await page.goto("/account/login");
  await page.getByRole("tab", { name: "Create account" }).click();
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page
    .getByLabel("Email")
    .fill(`session.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Hello, Ada" })).toBeVisible();
}

test.describe("the session seen from the shop", () => {
  test("a signed-out visitor's pages never ask who is signed in and log no error", async ({
    page,
  }) => {
    const sessionChecks: string[] = [];
    const consoleErrors: string[] = [];
    page.on("request", (request) => {
      if (SESSION_CHECK.test(new URL(request.url()).pathname)) {
        sessionChecks.push(`${request.method()} ${request.url()}`);
      }
    });
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));

    for (const path of ["/", "/shop", "/account/login", "/cart"]) {
      // Every page reads or makes the cart once it has mounted, as it would check the session:
      // by the cart's answer, a session check would have been sent.
      const cartAnswered = page.waitForResponse((response) =>
        /\/store\/carts(\/|$)/.test(new URL(response.url()).pathname),
      );
      await page.goto(path);
      await cartAnswered;
      await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    }
    expect(await storedHint(page)).toBeNull();
    expect(sessionChecks).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("a customer's hint survives a reload, is renewed near its end and goes on sign-out", async ({
    page,
  }) => {
    await register(page);
    const hint = await storedHint(page);
    expect(hint).toMatchObject({ customer: true, staff: false });
    expect(await hintLeftMs(page)).toBeGreaterThan(TEN_HOURS_MS - 60_000);

    await page.reload();
    await expect(page.getByRole("heading", { name: "Hello, Ada" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();

    // A tab opened on a session ending within 90 s renews it at once.
    await setHintEndingIn(page, 60_000);
    const renewal = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/store/auth/refresh" &&
        response.request().method() === "POST",
    );
    await page.reload();
    expect((await renewal).status()).toBe(200);
    await expect.poll(() => hintLeftMs(page)).toBeGreaterThan(TEN_HOURS_MS - 60_000);
    await expect(page.getByRole("heading", { name: "Hello, Ada" })).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect.poll(() => storedHint(page)).toBeNull();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  });

  test("a session the API will not renew ends through the sign-out path", async ({ page }) => {
    await register(page);
    // The API's own answer (with its CORS headers), turned into the refusal of a dead session.
    await page.route("**/store/auth/refresh", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const response = await route.fetch();
      await route.fulfill({
        response,
        status: 401,
        contentType: "text/plain",
        body: "Unauthorized",
      });
    });
    await setHintEndingIn(page, 60_000);
    await page.reload();
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect.poll(() => storedHint(page)).toBeNull();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  });

  test("a renewal refused while the page is still asking who is signed in ends signed out", async ({
    page,
  }) => {
    await register(page);
    // The refusal lands first; the page's own "who am I?" answers only after it.
    let refused: () => void = () => {};
    const refusal = new Promise<void>((resolve) => (refused = resolve));
    await page.route("**/store/auth/refresh", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const response = await route.fetch();
      await route.fulfill({
        response,
        status: 401,
        contentType: "text/plain",
        body: "Unauthorized",
      });
      refused();
    });
    await page.route("**/store/customers/me", async (route) => {
      await refusal;
      await route.continue();
    });
    await setHintEndingIn(page, 60_000);
    await page.reload();
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect.poll(() => storedHint(page)).toBeNull();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  });

  test("staff sign in to the admin's first screen and stay signed in across a reload", async ({
    page,
  }) => {
    await signInAsStaff(page);
    expect(await storedHint(page)).toMatchObject({ staff: true });
    await page.reload();
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/trade-professionals$/);
  });
});
