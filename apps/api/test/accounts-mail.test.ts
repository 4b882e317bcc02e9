// Outgoing mail over real SMTP: with SMTP_URL set, a mail is kept in the outbox and handed to the
// SMTP server; when the server cannot be reached the request still succeeds and the outbox row
// says why the mail did not go.
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listOutboxMessages } from "../src/modules/mail/outbox";
import { sendMail } from "../src/modules/mail/send-mail";
import { Browser, registerCustomer } from "./accounts-client";
import { databaseKinds, startTestApi, type TestApi } from "./harness";

interface FakeSmtp {
  port: number;
  /** Each message as the server received it, quoted-printable decoded. */
  messages: string[];
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Just enough of an SMTP server to take mail from nodemailer. */
async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let buffer = "";
    let message: string[] | undefined;
    socket.write("220 fake.smtp ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (message) {
          if (line === ".") {
            messages.push(decodeQuotedPrintable(message.join("\n")));
            message = undefined;
            socket.write("250 2.0.0 queued\r\n");
          } else {
            message.push(line.startsWith("..") ? line.slice(1) : line);
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO") socket.write("250-fake.smtp\r\n250 AUTH PLAIN LOGIN\r\n");
        else if (command === "AUTH") socket.write("235 2.7.0 accepted\r\n");
        else if (command === "DATA") {
          message = [];
          socket.write("354 go ahead\r\n");
        } else if (command === "QUIT") {
          socket.end("221 bye\r\n");
        } else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string")
    throw new Error("fake SMTP server has no port");
  return {
    port: address.port,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

describe.each(databaseKinds)("mail over SMTP on %s", (kind) => {
  let api: TestApi;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    api = await startTestApi(kind, {
      seed: false,
      env: {
        SMTP_URL: `smtp://mailer:secret@127.0.0.1:${smtp.port}`,
        MAIL_FROM: "Atelier <shop@example.com>",
      },
    });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  it("sends the password reset mail over SMTP and records when it went", async () => {
    const { email } = await registerCustomer(api);
    const response = await new Browser(api).request("/store/customers/password-token", {
      json: { email },
    });
    expect(response.status).toBe(204);

    const { messages } = await listOutboxMessages(api.deps.db, { to: email });
    expect(messages[0]).toMatchObject({ transport: "smtp", error: null });
    expect(messages[0].sent_at).toBeInstanceOf(Date);

    const received = smtp.messages.find((message) => message.includes(`To: ${email}`));
    expect(received).toBeDefined();
    expect(received).toContain("From: Atelier <shop@example.com>");
    expect(received).toContain("Subject: Reset your Atelier password");
    expect(received).toContain("/account/reset-password?token=");
  });

  it("keeps the mail and its error when the SMTP server cannot be reached, without failing the request", async () => {
    const { email } = await registerCustomer(api);
    const working = api.deps.config.smtpUrl;
    api.deps.config.smtpUrl = `smtp://127.0.0.1:${await closedPort()}`;
    try {
      const response = await new Browser(api).request("/store/customers/password-token", {
        json: { email },
      });
      expect(response.status).toBe(204);
    } finally {
      api.deps.config.smtpUrl = working;
    }
    const { messages } = await listOutboxMessages(api.deps.db, { to: email });
    expect(messages[0]).toMatchObject({ transport: "smtp", sent_at: null });
    expect(messages[0].error).toMatch(/ECONNREFUSED|connect/i);
  });

  it("keeps mail only in the outbox when no SMTP server is configured", async () => {
    const to = "outbox-only@example.com";
    const message = await sendMail(
      { ...api.deps, config: { ...api.deps.config, smtpUrl: undefined } },
      { to, subject: "Hello", text: "Hello there", template: "test", data: { greeting: "hello" } },
    );
    expect(message).toMatchObject({
      to,
      transport: "outbox",
      sent_at: null,
      error: null,
      html: null,
    });
    const listed = await listOutboxMessages(api.deps.db, { to });
    expect(listed).toEqual({ messages: [message], count: 1 });
    expect(smtp.messages.some((received) => received.includes(to))).toBe(false);
  });
});
