// Outgoing mail (ARCHITECTURE "Mail"). Every message is written to the `mail_outbox` table; when
// SMTP_URL is set it is also sent over SMTP and the row records when it went out or why it did
// not. Mail failing never fails the request that sent it.
import { eq, getTableName } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { ApiConfig } from "../../config";
import { mailOutbox } from "./tables";
import type { AppDeps } from "../../http/context";
import { generateId } from "../../http/ids";
import { writeAtCommit, type Transaction } from "../../db/transaction";
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
  return (await deliverOverSmtp(deps, { id: queued.id, message })) ?? queued;
}

/** Sends a message whose outbox row is written over SMTP when configured, recording the outcome. */
async function deliverOverSmtp(
  { db, config }: AppDeps,
  queued: QueuedMail,
): Promise<OutboxMessage | undefined> {
  if (!config.smtpUrl) return undefined;
  const error = await deliver(config, config.smtpUrl, queued.message);
  if (error) console.error(`mail ${queued.id} was not sent:`, error);
  const [settled] = await db
    .update(mailOutbox)
    .set(error ? { error } : { sent_at: new Date() })
    .where(eq(mailOutbox.id, queued.id))
    .returning();
  return settled;
}

/** A message whose outbox row a transaction writes (`mailAtCommit`). */
export interface QueuedMail {
  id: string;
  message: MailMessage;
}

const MAIL_OUTBOX = getTableName(mailOutbox);

/**
 * `sendMail` inside a transaction of `runTransaction`: the outbox row is written with its commit,
 * in the same round trip (`writeAtCommit`), so the mail exists exactly when what it tells of does.
 * Once committed, `deliverQueuedMail` sends it over SMTP when configured.
 */
export function mailAtCommit(deps: AppDeps, tx: Transaction, message: MailMessage): QueuedMail {
  const id = generateId("mail");
  const transport = deps.config.smtpUrl ? "smtp" : "outbox";
  writeAtCommit(
    tx,
    (param) => `insert into ${MAIL_OUTBOX}
      (id, "to", subject, text, html, template, data, transport)
      values (${param(id)}, ${param(message.to)}, ${param(message.subject)}, ${param(message.text)},
        ${param(message.html ?? null)}, ${param(message.template)},
        ${param(JSON.stringify(message.data))}::jsonb, ${param(transport)})`,
  );
  return { id, message };
}

/** Sends a committed `mailAtCommit` message over SMTP when configured; never throws. */
export async function deliverQueuedMail(deps: AppDeps, queued: QueuedMail): Promise<void> {
  await deliverOverSmtp(deps, queued).catch((error: unknown) =>
    console.error(`mail ${queued.id} was not sent:`, error),
  );
}
