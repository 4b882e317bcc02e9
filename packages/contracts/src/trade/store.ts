// Store routes of the trade domain (our own, not Medusa's): the signed-in customer's profile and
// trade application. The profile is the row for the customer's own email; no route takes an email
// or profile id, so no customer can reach another's profile.
import { z } from "zod";
import { requiredText, textField } from "../common/input";
import { operation } from "../operation";
import { CustomerProfile } from "./entities";

const TAG = "Trade";

/** A web address, with or without its scheme (`studio.example` or `https://studio.example/work`). */
function isWebsite(value: string): boolean {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const websiteField = z
  .string()
  .trim()
  .pipe(textField)
  .refine(isWebsite, { error: "must be a web address such as https://studio.example" });

const optionalText = z.string().trim().pipe(textField).nullish();

const profileAnswer = z.object({ profile: CustomerProfile });

export const GetCustomersCustomerProfile = operation({
  id: "GetCustomersCustomerProfile",
  method: "get",
  path: "/store/customers/me/profile",
  tag: TAG,
  summary: "Get the signed-in customer's profile",
  description: "Created empty the first time it is asked for.",
  audience: "customer",
  responses: { 200: profileAnswer },
});

export const PostCustomersCustomerProfile = operation({
  id: "PostCustomersCustomerProfile",
  method: "post",
  path: "/store/customers/me/profile",
  tag: TAG,
  summary: "Update the signed-in customer's profile",
  audience: "customer",
  body: z.strictObject({
    name: optionalText,
    phone: optionalText,
    company: optionalText,
    website: websiteField.nullish(),
  }),
  responses: { 200: profileAnswer },
});

export const PostCustomersCustomerTradeApplication = operation({
  id: "PostCustomersCustomerTradeApplication",
  method: "post",
  path: "/store/customers/me/trade-application",
  tag: TAG,
  summary: "Apply to the trade programme",
  description:
    "Files the application for staff to review. A pending or approved one cannot be filed again; after a rejection the customer may apply anew.",
  audience: "customer",
  body: z.strictObject({
    company: requiredText,
    trade_type: requiredText,
    website: websiteField.nullish(),
    tax_id: optionalText,
  }),
  responses: { 200: profileAnswer },
});
