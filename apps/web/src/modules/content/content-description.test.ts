import { describe, expect, it } from "vitest";
import type { ContentPage } from "@/lib/content/pages.server";
import { contentDescription, firstBodyText, showroomText } from "./content-description";

const paragraph = (text: string, style = "normal") => ({
  _type: "block",
  style,
  children: [
    { _type: "span", text: text.slice(0, 10) },
    { _type: "span", text: text.slice(10) },
  ],
});

const showroom: ContentPage = {
  _id: "location-shoreditch",
  _type: "locations",
  slug: "shoreditch",
  title: "Atelier Shoreditch",
  address: { street: "12 Rivington Street", city: "London", postcode: "EC2A 3DU" },
  openingHours: [
    { days: "Monday to Friday", opens: "10:00", closes: "18:00" },
    { days: "Sunday", opens: "11:00", closes: "16:00" },
  ],
  body: [paragraph("Our first showroom, in a former print works.")],
};

describe("firstBodyText", () => {
  it("reads the first paragraph, joining its spans and skipping headings and images", () => {
    expect(
      firstBodyText([
        { _type: "image" },
        paragraph("Delivery in Kent", "h2"),
        paragraph("Free delivery and assembly every weekday."),
      ]),
    ).toBe("Free delivery and assembly every weekday.");
    expect(firstBodyText(null)).toBeUndefined();
  });
});

describe("showroomText", () => {
  it("names the showroom, its address and its opening hours", () => {
    expect(showroomText(showroom)).toBe(
      "Atelier Shoreditch, 12 Rivington Street, London EC2A 3DU. Open Monday to Friday 10:00–18:00, Sunday 11:00–16:00.",
    );
  });
});

describe("contentDescription", () => {
  it("prefers the page's own SEO description", () => {
    expect(contentDescription(showroom, "Our Shoreditch showroom, open seven days")).toBe(
      "Our Shoreditch showroom, open seven days",
    );
  });

  it("describes a showroom by its address and hours without an SEO entry", () => {
    expect(contentDescription(showroom, undefined)).toMatch(
      /^Atelier Shoreditch, 12 Rivington Street, London EC2A 3DU\. Open Monday to Friday/,
    );
  });

  it("describes a served area by its text", () => {
    const area: ContentPage = {
      _id: "area-kent",
      _type: "locationsWeServe",
      slug: "kent",
      title: "Delivery in Kent",
      body: [paragraph("Delivery in Kent", "h2"), paragraph("Free delivery in Kent on Fridays.")],
    };
    expect(contentDescription(area, null)).toBe("Free delivery in Kent on Fridays.");
  });

  it("describes a page by its description field, else its first body text", () => {
    const page: ContentPage = {
      _id: "about",
      _type: "page",
      slug: "about",
      title: "About",
      description: "How a stall of bowls became three showrooms.",
      body: [paragraph("We started in 2009 with one stall at a market.")],
    };
    expect(contentDescription(page, "short")).toBe("How a stall of bowls became three showrooms.");
    expect(contentDescription({ ...page, description: undefined }, undefined)).toBe(
      "We started in 2009 with one stall at a market.",
    );
  });

  it("has none for a page with nothing to say, so the site's default applies", () => {
    expect(
      contentDescription({ _id: "x", _type: "page", slug: "x", body: [] }, ""),
    ).toBeUndefined();
  });
});
