// Issue 5 "Form wrapper": the contact page's form posts to the API's /forms/{formId}, lands on
// /thank-you and is stored (staff read it back); also without JavaScript, as a plain form post.
import { expect, test, type Page } from "@playwright/test";
import { apiUrl, e2eStaff } from "./servers";
import { saveScreenshot } from "./support";

async function staffToken(): Promise<string> {
  const response = await fetch(`${apiUrl}/admin/auth/token`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(e2eStaff),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

interface Submission {
  form_id: string;
  page: string | null;
  data: Record<string, unknown>;
}

async function submissions(): Promise<Submission[]> {
  const response = await fetch(`${apiUrl}/admin/form-submissions?form_id=contact&limit=50`, {
    headers: { Authorization: `Bearer ${await staffToken()}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { form_submissions: Submission[] }).form_submissions;
}

async function fillContactForm(page: Page, name: string) {
  const form = page.locator('form[data-form-id="contact"]');
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Email").fill("visitor@example.com");
  await form.getByLabel("Topic").selectOption("Delivery");
  await form.getByLabel("Message").fill("When do you deliver to Leith?");
  await form.getByRole("button", { name: "Send message" }).click();
}

test.describe("the form wrapper", () => {
  test("a submission lands on /thank-you and is stored", async ({ page }, testInfo) => {
    await page.goto("/contact");
    await fillContactForm(page, "Ada with JavaScript");
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Thank you");
    await saveScreenshot(page, testInfo, "content-forms-thank-you");
    const stored = (await submissions()).find((entry) => entry.data.name === "Ada with JavaScript");
    expect(stored?.page).toBe("/contact");
    expect(stored?.data).toMatchObject({
      email: "visitor@example.com",
      topic: "Delivery",
      message: "When do you deliver to Leith?",
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the plain form post is stored and redirected to /thank-you", async ({ page }) => {
      await page.goto("/contact");
      await fillContactForm(page, "Ada without JavaScript");
      await expect(page).toHaveURL(/\/thank-you$/);
      const stored = (await submissions()).find(
        (entry) => entry.data.name === "Ada without JavaScript",
      );
      expect(stored?.data.topic).toBe("Delivery");
    });
  });
});
