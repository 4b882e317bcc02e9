// Outgoing mail (ARCHITECTURE "Mail"). Every message is written to the `mail_outbox` table; when
// SMTP_URL is set it is also sent over SMTP and the row records when it went out or why it did
// not. Mail failing never fails the request that sent it.
import { eq } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { ApiConfig } from "../../config";
import { mailOutbox } from "./tables";
import type { AppDeps } from "../../http/context";
import { generateId } from "../../http/ids";
import { SMTP_CONNECT_TIMEOUT_MS, SMTP_SOCKET_TIMEOUT_MS } from "./constants";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which kind of mail this is (`password-reset`, …), for staff reading the outbox. */
  template: string;
  /** The values the template was filled with. */
  data: Record<string, unknown>;
}

export type OutboxMessage = typeof mailOutbox.$inferSelect;

/** One transport per SMTP address, so a process reuses its connection settings. */
const transports = new Map<string, Transporter>();

// nodemailer is loaded on the first SMTP send: most processes never send mail over SMTP, and it
// costs several MiB of memory to load.
async function smtpTransport(smtpUrl: string): Promise<Transporter> {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    const { createTransport } = await import("nodemailer");
    transport = createTransport({
      url: smtpUrl,
      connectionTimeout: SMTP_CONNECT_TIMEOUT_MS,
      greetingTimeout: SMTP_CONNECT_TIMEOUT_MS,
      socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

async function deliver(
  config: ApiConfig,
  smtpUrl: string,
  message: MailMessage,
): Promise<string | undefined> {
  try {
    await (
      await smtpTransport(smtpUrl)
    ).sendMail({
      from: config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export async function sendMail(deps: AppDeps, message: MailMessage): Promise<OutboxMessage> {
  const { db, config } = deps;
  const [queued] = await db
    .insert(mailOutbox)
    .values({
      id: generateId("mail"),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      template: message.template,
      data: message.data,
      transport: config.smtpUrl ? "smtp" : "outbox",
    })
    .returning();
  if (!config.smtpUrl) return queued;

  const error = await deliver(config, config.smtpUrl, message);
  if (error) console.error(`mail ${queued.id} was not sent:`, error);
  const [settled] = await db
    .update(mailOutbox)
    .set(error ? { error } : { sent_at: new Date() })
    .where(eq(mailOutbox.id, queued.id))
    .returning();
  return settled;
}
