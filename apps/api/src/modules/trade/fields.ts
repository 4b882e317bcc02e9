// Request bodies of the profile routes.
import { z } from "zod";
import { requiredText, textField } from "../customers/fields";

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

export const profileUpdateBody = z.strictObject({
  name: optionalText,
  phone: optionalText,
  company: optionalText,
  website: websiteField.nullish(),
});

export const tradeApplicationBody = z.strictObject({
  company: requiredText,
  trade_type: requiredText,
  website: websiteField.nullish(),
  tax_id: optionalText,
});
