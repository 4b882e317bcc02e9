// Guest orders into an account (issue 13): a shopper who checked out as a guest registers with
// the same email, types the order's number under "Add orders placed as a guest" (a wrong number
// is told in words), gets the link by mail (read from the outbox as staff) and, on the link's
// page, adds the order, which then shows among the account's orders. The link works once.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { apiUrl } from "./servers";
import {
  expectNoSeriousA11yViolations,
  placeOrderByApi,
  saveScreenshot,
  staffToken,
} from "./support";

const PASSWORD = "guest-then-member";
const storeHeaders = { "x-publishable-api-key": process.env.E2E_PUBLISHABLE_KEY ?? "" };

/** The claim link of the newest such mail to `email`, read from the outbox as staff. */
async function mailedClaimLink(request: APIRequestContext, email: string): Promise<string> {
  const outbox = await request.get(
    `${apiUrl}/admin/notifications?to=${encodeURIComponent(email)}&limit=5`,
    { headers: { authorization: `Bearer ${await staffToken(request)}` } },
  );
  const { notifications } = (await outbox.json()) as { notifications: { text: string }[] };
  for (const mail of notifications) {
    const link = /https?:\/\/\S+\/account\/orders\/claim\?\S+/.exec(mail.text);
    if (link) return link[0];
  }
  throw new Error(`no claim link mailed to ${email}`);
}

test("a guest order joins the account through the mailed link", async ({
  page,
  request,
}, testInfo) => {
  const email = `guest.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const displayId = await placeOrderByApi(request, email);
  const created = await request.post(`${apiUrl}/store/customers`, {
    headers: storeHeaders,
    data: { first_name: "Gwen", last_name: "Guest", email, password: PASSWORD },
  });
  expect(created.status()).toBe(200);

  await page.goto("/account/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  const orders = page.getByRole("region", { name: "Orders", exact: true });
  await expect(orders.getByText("You have not placed any orders yet.")).toBeVisible();

  const section = page.getByRole("region", { name: "Add orders placed as a guest" });
  const numbers = section.getByLabel("Order numbers");
  const send = section.getByRole("button", { name: "Send the link" });
  await numbers.fill("last week's");
  await send.click();
  await expect(section.getByText("“last” is not an order number, such as #1042.")).toBeVisible();
  await numbers.fill("#999999");
  await send.click();
  await expect(section.getByRole("alert")).toHaveText(
    `We found no order #999999 placed with ${email}.`,
  );
  await numbers.fill(`#${displayId}`);
  await send.click();
  await expect(section.getByRole("status")).toContainText(`We sent a link to ${email}`);
  await expect(section.getByRole("status")).toContainText(`#${displayId}`);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "account-guest-orders");

  const link = await mailedClaimLink(request, email);
  await page.goto(link);
  await expect(
    page.getByRole("heading", { level: 1, name: "Add orders placed as a guest" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Add the orders to my account" }).click();
  await expect(page.getByText("The orders are in your account now.")).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: "Orders", exact: true })
      .getByRole("link", { name: new RegExp(`Order #${displayId}`) }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "account-guest-orders-added");

  // The link works once.
  await page.goto(link);
  await page.getByRole("button", { name: "Add the orders to my account" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("invalid, used or expired");
  await expect(page.getByRole("link", { name: "Back to your account" })).toBeVisible();
});
