// Claims for staff (issue 13): on a shipped order of two units, staff claim one as broken with a
// photo — the form's errors, the refund shown before sending and named in the confirmation dialog,
// the claim listed as refunded and the refund recorded on the order — then claim the other as
// missing and send a replacement: it is packed, marked shipped with its tracking number, and the
// API's refusal to cancel a shipped claim is shown as it says it. Every screen passes axe.
import { expect, test } from "@playwright/test";
import { apiUrl } from "./servers";
import {
  deliveredOrderByApi,
  expectNoSeriousA11yViolations,
  openOrder,
  saveScreenshot,
  signInAsStaff,
  staffToken,
} from "./support";

test("staff create a refund claim and a replacement claim, and ship the replacement", async ({
  page,
  request,
}, testInfo) => {
  const email = `claimant.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const order = await deliveredOrderByApi(request, email);
  await signInAsStaff(page);
  await openOrder(page, email, order.display_id);

  const claims = page.getByRole("region", { name: "Claims" });
  await expect(claims.getByText("No claims for this order.")).toBeVisible();
  await claims.getByRole("button", { name: "Create claim" }).click();
  const form = claims.getByRole("form", { name: "Create claim" });
  const createRefund = form.getByRole("button", { name: "Create refund claim" });
  await createRefund.click();
  await expect(form.getByText("Choose at least one item to claim.")).toBeVisible();

  const quantity = form.getByLabel(/^Quantity claimed:/);
  await quantity.fill("3");
  await form.getByLabel("Photo addresses (optional)").fill("a photo of the crack");
  await createRefund.click();
  await expect(form.getByText("At most 2.")).toBeVisible();
  await expect(form.getByText("“a photo of the crack” is not a web address.")).toBeVisible();

  await quantity.fill("1");
  await form.getByLabel(/^Reason:/).selectOption({ label: "Production failure" });
  await form.getByLabel("Note (optional)").fill("Cracked leg");
  await form
    .getByLabel("Photo addresses (optional)")
    .fill("https://images.example.com/cracked-leg.jpg");
  const estimate = form.getByTestId("claim-refund-estimate");
  await expect(estimate).toContainText("given at once");
  const refund = /\$[\d,]+\.\d\d/.exec((await estimate.textContent()) ?? "")?.[0];
  expect(refund).toBeDefined();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-claim-refund-form");

  await createRefund.click();
  const dialog = page.getByRole("dialog", { name: `Refund ${refund}?` });
  await expect(dialog).toContainText(`refunds ${refund} to the customer`);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-claim-refund-dialog");
  await dialog.getByRole("button", { name: `Refund ${refund}` }).click();

  await expect(page.getByText("Claim created.")).toBeVisible();
  const first = claims.getByTestId("order-claim").first();
  await expect(first).toContainText("Claim 1 · Refund");
  await expect(first).toContainText("Refunded");
  await expect(first.getByTestId("claim-refund")).toHaveText(`Refunded: ${refund}`);
  await expect(first).toContainText("1 × ");
  await expect(first).toContainText("Production failure · “Cracked leg”");
  await expect(first.getByRole("link", { name: "Photo 1" })).toHaveAttribute(
    "href",
    "https://images.example.com/cracked-leg.jpg",
  );
  await expect(page.getByTestId("payment-status")).toContainText(/partially refunded/i);

  // The refund is recorded on the order as the claim says.
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const answered = await request.get(`${apiUrl}/admin/orders/${order.id}`, { headers });
  const recorded = (await answered.json()) as {
    order: {
      refunds: { amount: number; reason: string }[];
      claims: { refund_amount: number }[];
    };
  };
  const cents = Math.round(Number(refund!.replace(/[$,]/g, "")) * 100);
  expect(recorded.order.claims[0].refund_amount).toBe(cents);
  expect(recorded.order.refunds.map((each) => each.amount)).toEqual([cents]);

  // The other unit went missing: staff send a new one.
  await claims.getByRole("button", { name: "Create claim" }).click();
  await form.getByLabel(/^Quantity claimed:/).fill("1");
  await form.getByLabel(/^Reason:/).selectOption({ label: "Missing item" });
  await form.getByLabel("Send replacement items").check();
  const createReplacement = form.getByRole("button", { name: "Create replacement claim" });
  await createReplacement.click();
  await expect(form.getByText("Choose at least one replacement item.")).toBeVisible();
  await expect(form.getByText("Choose a shipping option.")).toBeVisible();
  // Another product can be sent instead: the search finds the claimed one, already listed.
  const search = form.getByLabel("Find another product");
  await search.fill("no such product anywhere");
  await form.getByRole("button", { name: "Search", exact: true }).click();
  await expect(form.getByText("No products match “no such product anywhere”.")).toBeVisible();
  const productTitle =
    (await form.getByRole("listitem").first().locator("p").first().textContent()) ?? "";
  await search.fill(productTitle);
  await search.press("Enter");
  const found = form.getByRole("list", { name: "Products found" });
  await expect(found.getByRole("button", { name: /^Added / })).toBeDisabled();
  await form
    .getByLabel(/^Replacement quantity:/)
    .first()
    .fill("1");
  const shipping = form.getByLabel("Shipping option");
  await expect(shipping.locator("option").nth(1)).toBeAttached();
  await shipping.selectOption({ index: 1 });
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-claim-replace-form");
  await createReplacement.click();

  const second = claims.getByTestId("order-claim").nth(1);
  await expect(second).toContainText("Claim 2 · Replacement");
  await expect(second).toContainText("Not fulfilled");
  await expect(second).toContainText("Missing item");
  await expect(second.getByText("Sent instead")).toBeVisible();
  await second.getByRole("button", { name: "Fulfil the replacement of claim 2" }).click();
  await expect(second).toContainText("Packed, waiting for the carrier");
  await expect(second).toContainText("Fulfilled");

  await second.getByLabel("Tracking number for claim 2").fill("TRACK-CLAIM-2");
  await second.getByRole("button", { name: "Mark shipped" }).click();
  await expect(second).toContainText("tracking TRACK-CLAIM-2");
  await expect(second).toContainText(/Shipped\s/);

  // A shipped replacement cannot be taken back: the API says why.
  await second.getByRole("button", { name: "Cancel claim 2" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel claim 2?" });
  await cancel.getByRole("button", { name: "Cancel claim" }).click();
  await expect(second.getByRole("alert")).toContainText(
    "All fulfillments must be canceled before the claim can be canceled",
  );
  await expect(second).not.toContainText("Canceled");
  // Both units are claimed: nothing is left for another claim.
  await expect(claims.getByRole("button", { name: "Create claim" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, "admin-claims");
});
