import { describe, expect, it } from "vitest";
import { NO_DESTINATION_PATH, NO_TARGET_PATH, resolveLink } from "./link";

const internal = (
  referenceType: string | undefined,
  slug: string | null,
  kindKey = "linkType",
) => ({
  [kindKey]: "linkInternal",
  referenceType,
  internalLink: { _type: referenceType ?? "page", slug },
});

describe("resolveLink (spec §2 link table)", () => {
  it("sends an internal link to a showroom to /locations/{slug}", () => {
    expect(resolveLink(internal("locations", "london-showroom"))).toEqual({
      href: "/locations/london-showroom",
      external: false,
    });
  });

  it("sends an internal link to a served area to /locations-we-serve/{slug}", () => {
    expect(resolveLink(internal("locationsWeServe", "kent")).href).toBe("/locations-we-serve/kent");
  });

  it("sends any internal link whose slug contains home to /", () => {
    expect(resolveLink(internal("page", "home")).href).toBe("/");
    expect(resolveLink(internal("page", "homepage-2026")).href).toBe("/");
  });

  it("sends any other internal link to /{slug}", () => {
    expect(resolveLink(internal("page", "about")).href).toBe("/about");
    expect(resolveLink(internal(undefined, "trade-programme")).href).toBe("/trade-programme");
  });

  it("reads the kind from `type` as well as `linkType`", () => {
    expect(resolveLink(internal("locations", "leeds", "type")).href).toBe("/locations/leeds");
    expect(resolveLink({ type: "linkExternal", externalLink: "https://example.com/" }).href).toBe(
      "https://example.com/",
    );
  });

  it("takes the reference type from the joined document when referenceType is absent", () => {
    expect(
      resolveLink({
        linkType: "linkInternal",
        internalLink: { _type: "locationsWeServe", slug: "surrey" },
      }).href,
    ).toBe("/locations-we-serve/surrey");
  });

  it("opens an external link in the same window without rel", () => {
    expect(
      resolveLink({ linkType: "linkExternal", externalLink: "https://example.com/a" }),
    ).toEqual({ href: "https://example.com/a", external: true });
  });

  it("adds noopener noreferrer to an external link opening a new window", () => {
    for (const linkTarget of ["_blank", "newWindow"]) {
      expect(
        resolveLink({ linkType: "linkExternal", externalLink: "https://example.com/", linkTarget }),
      ).toEqual({
        href: "https://example.com/",
        external: true,
        target: "_blank",
        rel: "noopener noreferrer",
      });
    }
  });

  it("sends a link with no target (no link annotation at all) to /thank-you", () => {
    expect(NO_TARGET_PATH).toBe("/thank-you");
    // Text marked as a link whose link definition is missing reaches resolveLink as undefined.
    expect(resolveLink(undefined)).toEqual({ href: NO_TARGET_PATH, external: false });
    expect(resolveLink(null).href).toBe(NO_TARGET_PATH);
  });

  it("lets the destination decide when the kind is missing or unknown", () => {
    expect(resolveLink({ internalLink: { _type: "locations", slug: "leith" } }).href).toBe(
      "/locations/leith",
    );
    expect(resolveLink({ type: "button", externalLink: "https://example.com/" }).href).toBe(
      "https://example.com/",
    );
  });

  it("sends a link with neither an internal nor an external destination to /page-not-found", () => {
    expect(NO_DESTINATION_PATH).toBe("/page-not-found");
    // An empty annotation: the editor added a link and never filled it in.
    expect(resolveLink({})).toEqual({ href: NO_DESTINATION_PATH, external: false });
    expect(resolveLink({ linkTarget: "_blank", internalLink: null, externalLink: " " }).href).toBe(
      NO_DESTINATION_PATH,
    );
    // A kind the link table does not know, with nothing to go to.
    expect(resolveLink({ linkType: "linkEmail" }).href).toBe(NO_DESTINATION_PATH);
    expect(resolveLink({ linkType: "linkInternal", internalLink: null })).toEqual({
      href: NO_DESTINATION_PATH,
      external: false,
    });
    expect(resolveLink({ type: "linkInternal" }).href).toBe(NO_DESTINATION_PATH);
    // A reference to a deleted document joins to null; one without a slug has no address.
    expect(resolveLink({ linkType: "linkInternal", internalLink: { slug: null } }).href).toBe(
      NO_DESTINATION_PATH,
    );
    expect(resolveLink({ internalLink: { _ref: "page-without-slug" } }).href).toBe(
      NO_DESTINATION_PATH,
    );
    expect(resolveLink({ linkType: "linkExternal", externalLink: "  " }).href).toBe(
      NO_DESTINATION_PATH,
    );
    expect(resolveLink({ linkType: "linkExternal" }).href).toBe(NO_DESTINATION_PATH);
  });

  it("refuses script addresses as external destinations", () => {
    expect(
      resolveLink({ linkType: "linkExternal", externalLink: "javascript:alert(1)" }).href,
    ).toBe(NO_DESTINATION_PATH);
  });
});
