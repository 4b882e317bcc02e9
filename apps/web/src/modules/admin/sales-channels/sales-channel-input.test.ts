import { describe, expect, it } from "vitest";
import { checkChannelDraft } from "./sales-channel-input";

describe("checkChannelDraft", () => {
  it("sends the name and description without the spaces around them", () => {
    expect(checkChannelDraft({ name: "  Trade shop ", description: " For the trade " })).toEqual({
      ok: true,
      fields: { name: "Trade shop", description: "For the trade" },
    });
  });

  it("sends an empty description as none", () => {
    expect(checkChannelDraft({ name: "Kiosk", description: "   " })).toEqual({
      ok: true,
      fields: { name: "Kiosk", description: null },
    });
  });

  it("asks for a name when there is none, and says when text is too long", () => {
    expect(checkChannelDraft({ name: "  ", description: "" })).toEqual({
      ok: false,
      errors: { name: "Enter a name for the channel." },
    });
    expect(checkChannelDraft({ name: "x".repeat(501), description: "y".repeat(501) })).toEqual({
      ok: false,
      errors: {
        name: "Keep the name to 500 characters or fewer.",
        description: "Keep the description to 500 characters or fewer.",
      },
    });
  });
});
