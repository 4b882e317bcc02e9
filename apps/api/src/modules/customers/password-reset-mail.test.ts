import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { passwordResetLink, passwordResetMail } from "./password-reset-mail";

const config = loadConfig({ STORE_URL: "https://shop.example/" });
const expiresAt = new Date("2030-01-01T10:15:00.000Z");

describe("password reset mail", () => {
  it("links to the shop's reset page with the token and the email, encoded", () => {
    const link = new URL(passwordResetLink(config, "ada+shop@example.com", "tok-en_1"));
    expect(link.origin + link.pathname).toBe("https://shop.example/account/reset-password");
    expect(link.searchParams.get("token")).toBe("tok-en_1");
    expect(link.searchParams.get("email")).toBe("ada+shop@example.com");
  });

  it("greets the customer by name in text, and escapes the name in HTML", () => {
    const mail = passwordResetMail(
      config,
      { email: "ada@example.com", firstName: "<Ada & Co>" },
      "token",
      expiresAt,
    );
    expect(mail).toMatchObject({
      to: "ada@example.com",
      subject: "Reset your Atelier password",
      template: "password-reset",
    });
    expect(mail.text).toContain("Hello <Ada & Co>,");
    expect(mail.html).toContain("Hello &lt;Ada &amp; Co&gt;,");
    expect(mail.html).not.toContain("<Ada");
    expect(mail.data).toEqual({
      email: "ada@example.com",
      first_name: "<Ada & Co>",
      reset_url: passwordResetLink(config, "ada@example.com", "token"),
      expires_at: "2030-01-01T10:15:00.000Z",
    });
  });

  it("greets without a name when the customer gave none", () => {
    const mail = passwordResetMail(
      config,
      { email: "a@example.com", firstName: null },
      "t",
      expiresAt,
    );
    expect(mail.text.startsWith("Hello,\n")).toBe(true);
  });
});
