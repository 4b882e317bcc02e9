// The two mails staff receive: a password reset link and an invitation to join.
import type { ApiConfig } from "../../config";
import { escapeHtml } from "../mail/html";
import type { MailMessage } from "../mail/send-mail";
import { INVITE_ACCEPT_PATH, STAFF_RESET_PATH } from "./constants";

function linkMail(
  to: string,
  subject: string,
  lines: string[],
  link: { url: string; label: string },
  template: string,
  data: Record<string, unknown>,
): MailMessage {
  return {
    to,
    subject,
    text: [...lines, "", link.url, ""].join("\n"),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    ].join("\n"),
    template,
    data,
  };
}

export function staffPasswordResetMail(
  config: ApiConfig,
  email: string,
  token: string,
): MailMessage {
  const url = `${config.storeUrl}${STAFF_RESET_PATH}?${new URLSearchParams({ token, email })}`;
  return linkMail(
    email,
    "Reset your Atelier staff password",
    [
      "Someone asked to reset the password of your Atelier staff account.",
      "To choose a new password, open this link within 15 minutes. If it was not you, ignore this mail.",
    ],
    { url, label: "Choose a new password" },
    "staff-password-reset",
    { email, reset_url: url },
  );
}

export function staffInviteMail(
  config: ApiConfig,
  email: string,
  role: string,
  token: string,
  expiresAt: Date,
): MailMessage {
  const url = `${config.storeUrl}${INVITE_ACCEPT_PATH}?${new URLSearchParams({ token })}`;
  return linkMail(
    email,
    "You are invited to run the Atelier shop",
    [
      `You have been invited to join the Atelier staff as ${role}.`,
      `Open this link before ${expiresAt.toUTCString()} to choose your password.`,
    ],
    { url, label: "Accept the invitation" },
    "staff-invite",
    { email, role, invite_url: url, expires_at: expiresAt.toISOString() },
  );
}
