import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiUrl, e2eStaff, webUrl } from "./servers";
import { saveScreenshot } from "./support";

const PASSWORD = "correct-horse-battery";

/** The reset link of the newest mail to `email`, read from the outbox as staff. */
async function mailedResetLink(request: APIRequestContext, email: string): Promise<string> {
  const signIn = await request.post(`${apiUrl}/admin/auth/token`, { data: e2eStaff });
  expect(signIn.status()).toBe(200);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const outbox = await request.get(
    `${apiUrl}/admin/notifications?to=${encodeURIComponent(email)}&limit=1`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const { notifications } = (await outbox.json()) as { notifications: { text: string }[] };
  const link = /https?:\/\/\S+\/account\/reset-password\?\S+/.exec(notifications[0]?.text ?? "");
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return link[0];
}

/** A fresh customer per test: the e2e database is shared by the whole run. */
function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function register(page: Page, email: string): Promise<void> {
  await page.goto("/account/login");
  await page.getByRole("tab", { name: "Create account" }).click();
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Hello, Ada" })).toBeVisible();
}

test.describe("a customer's account", () => {
  test("register shows field errors, then signs in and opens the account", async ({
    page,
  }, testInfo) => {
    await page.goto("/account/login");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
    await page.getByRole("tab", { name: "Create account" }).click();
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("First name is required.")).toBeVisible();
    await expect(page.getByText("Enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await saveScreenshot(page, testInfo, "account-register-errors");

    await register(page, uniqueEmail("ada"));
    await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
    await expect(page.getByTestId("trade-status")).toHaveText("Not a member");
    await saveScreenshot(page, testInfo, "account");

    // A signed-in customer who opens the sign-in page goes on to the account.
    await page.goto("/account/login");
    await expect(page).toHaveURL(/\/account$/);
  });

  test("sign out, refuse a wrong password, sign in again; guests are sent to sign in", async ({
    page,
  }) => {
    const email = uniqueEmail("grace");
    await register(page, email);
    const storedCartId = () => page.evaluate(() => localStorage.getItem("atelier_cart_id"));
    await expect.poll(storedCartId).not.toBeNull();
    const accountCartId = await storedCartId();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    // The cart stays with the account; the signed-out browser quietly starts a new one.
    await expect.poll(storedCartId).not.toBe(accountCartId);
    await expect.poll(storedCartId).not.toBeNull();
    await expect(page.getByText(/It might be expired or deleted/)).toHaveCount(0);

    await page.goto("/account");
    await expect(page).toHaveURL(/\/account\/login$/);

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "The email or password is incorrect." }),
    ).toBeVisible();
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test("profile details are saved and the trade application goes under review", async ({
    page,
  }) => {
    await register(page, uniqueEmail("studio"));
    const profile = page.getByRole("form", { name: "Profile" });
    await profile.getByLabel("Phone (optional)").fill("+1 555 0100");
    await profile.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Your details have been saved.")).toBeVisible();

    const application = page.getByRole("form", { name: "Apply to the trade programme" });
    await application.getByRole("button", { name: "Apply" }).click();
    await expect(application.getByText("Company is required.")).toBeVisible();
    await application.getByLabel("Company").fill("Studio Ada");
    await application.getByLabel("Trade type").selectOption("Architect");
    await application.getByLabel("Website (optional)").fill("studio-ada.example");
    await application.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("trade-status")).toHaveText("Application under review");
    await expect(application).toHaveCount(0);

    await page.reload();
    await expect(page.getByLabel("Phone (optional)")).toHaveValue("+1 555 0100");
    await expect(page.getByTestId("trade-status")).toHaveText("Application under review");
  });

  test("forgot password waits about a second, then confirms the request", async ({ page }) => {
    await page.goto("/account/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Email is required.")).toBeVisible();
    await page.getByLabel("Email").fill(uniqueEmail("forgetful"));
    const sentAt = Date.now();
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(
      page.getByText("Success. We send your password reset link in your email."),
    ).toBeVisible();
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1000);
  });

  test("a reset link that is not valid says so", async ({ page }) => {
    await page.goto(`/account/reset-password?token=not-a-token&email=${uniqueEmail("nobody")}`);
    await page.getByLabel("New password", { exact: true }).fill("a-new-password");
    await page.getByLabel("Confirm new password").fill("a-new-password");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "expired" })).toBeVisible();
  });

  test("a password reset from the mailed link lets the customer sign in with the new password", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("hedy");
    await register(page, email);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/account\/login$/);

    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(
      page.getByText("Success. We send your password reset link in your email."),
    ).toBeVisible();

    // Without SMTP the mail waits in the outbox, which staff read through the Admin API.
    const link = await mailedResetLink(request, email);
    expect(link.startsWith(`${webUrl}/account/reset-password?`)).toBe(true);
    await page.goto(link);
    const newPassword = "a-brand-new-password";
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Save new password" }).click();

    await expect(page).toHaveURL(/\/account\/login$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "The email or password is incorrect." }),
    ).toBeVisible();
    await page.getByLabel("Password").fill(newPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { name: "Hello, Ada" })).toBeVisible();

    // The link is single-use.
    await page.getByRole("button", { name: "Sign out" }).click();
    // Signing out forgets the customer's cart; a page opened before that would still ask for it.
    await expect(page).toHaveURL(/\/account\/login$/);
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("yet-another-password");
    await page.getByLabel("Confirm new password").fill("yet-another-password");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "expired" })).toBeVisible();
  });
});
