import { describe, expect, it } from "vitest";
import * as contracts from "@atelier/contracts";
import {
  GIFT_CARD_MESSAGE,
  GIFT_CARD_RECIPIENT_EMAIL,
  GIFT_CARD_RECIPIENT_NAME,
  MAX_GIFT_MESSAGE_LENGTH,
  lineRecipient,
  recipientErrors,
  recipientMetadata,
} from "./recipient";

const recipient = { email: " ada@example.com ", name: " Ada Lovelace ", message: "" };

describe("gift card recipient", () => {
  it("writes the metadata keys the API's gift-card issuing reads", () => {
    expect([GIFT_CARD_RECIPIENT_EMAIL, GIFT_CARD_RECIPIENT_NAME, GIFT_CARD_MESSAGE]).toEqual([
      contracts.GIFT_CARD_RECIPIENT_EMAIL,
      contracts.GIFT_CARD_RECIPIENT_NAME,
      contracts.GIFT_CARD_MESSAGE,
    ]);
  });

  it("accepts an email and a name, the message being optional", () => {
    expect(recipientErrors(recipient)).toEqual({});
  });

  it("explains each field that needs fixing", () => {
    expect(
      recipientErrors({
        email: "ada@",
        name: "  ",
        message: "x".repeat(MAX_GIFT_MESSAGE_LENGTH + 1),
      }),
    ).toEqual({
      email: "Enter a valid email address.",
      name: "Recipient name is required.",
      message: `Keep the message to ${MAX_GIFT_MESSAGE_LENGTH} characters (it has ${MAX_GIFT_MESSAGE_LENGTH + 1}).`,
    });
  });

  it("stores the trimmed recipient under the keys the API issues the card from", () => {
    expect(recipientMetadata({ ...recipient, message: " Happy birthday! " })).toEqual({
      gift_card_recipient_email: "ada@example.com",
      gift_card_recipient_name: "Ada Lovelace",
      gift_card_message: "Happy birthday!",
    });
    expect(recipientMetadata(recipient)).not.toHaveProperty("gift_card_message");
  });

  it("reads the recipient back from a line, and nothing from an ordinary line", () => {
    expect(lineRecipient(recipientMetadata(recipient))).toEqual({
      email: "ada@example.com",
      name: "Ada Lovelace",
      message: "",
    });
    expect(lineRecipient(null)).toBeNull();
    expect(lineRecipient({ colour: "oak" })).toBeNull();
  });
});
