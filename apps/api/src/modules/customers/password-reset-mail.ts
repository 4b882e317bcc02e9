// The password reset mail: a link to the shop's reset page carrying the token and the email.
import type { ApiConfig } from "../../config";
import { escapeHtml } from "../mail/html";
import type { MailMessage } from "../mail/send-mail";
import { PASSWORD_RESET_TOKEN_TTL_MS } from "./constants";

export function passwordResetLink(config: ApiConfig, email: string, token: string): string {
  const query = new URLSearchParams({ token, email });
  return `${config.storeUrl}/account/reset-password?${query.toString()}`;
}

export function passwordResetMail(
  config: ApiConfig,
  recipient: { email: string; firstName: string | null },
  token: string,
  expiresAt: Date,
): MailMessage {
  const link = passwordResetLink(config, recipient.email, token);
  const minutes = PASSWORD_RESET_TOKEN_TTL_MS / 60_000;
  const greeting = recipient.firstName ? `Hello ${recipient.firstName},` : "Hello,";
  const request = "Someone asked to reset the password of your Atelier account.";
  const instruction = `To choose a new password, open this link within ${minutes} minutes:`;
  const reassurance =
    "If you did not ask for this, ignore this mail: your password stays as it is.";
  return {
    to: recipient.email,
    subject: "Reset your Atelier password",
    text: [greeting, "", request, instruction, "", link, "", reassurance, ""].join("\n"),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${request} ${instruction}</p>`,
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
      `<p>${reassurance}</p>`,
    ].join("\n"),
    template: "password-reset",
    data: {
      email: recipient.email,
      first_name: recipient.firstName,
      reset_url: link,
      expires_at: expiresAt.toISOString(),
    },
  };
}
