import { describe, expect, it } from "vitest";
import { pageCount, pageLinks, pageOffset, type PageLink } from "./pagination";

function labels(links: PageLink[]): string {
  return links.map((link) => (link.kind === "page" ? String(link.page) : "…")).join(" ");
}

describe("pageCount", () => {
  it("rounds up to whole pages", () => {
    expect(pageCount(25, 12)).toBe(3);
    expect(pageCount(24, 12)).toBe(2);
  });

  it("has one page for an empty listing", () => {
    expect(pageCount(0, 12)).toBe(1);
  });
});

describe("pageOffset", () => {
  it("skips the products of the earlier pages", () => {
    expect(pageOffset(1, 12)).toBe(0);
    expect(pageOffset(3, 12)).toBe(24);
  });
});

describe("pageLinks", () => {
  it("shows every page when there are few", () => {
    expect(labels(pageLinks(2, 4))).toBe("1 2 3 4");
  });

  it("shows a single page", () => {
    expect(labels(pageLinks(1, 1))).toBe("1");
  });

  it("puts gaps around the pages next to the current one", () => {
    expect(labels(pageLinks(10, 20))).toBe("1 … 9 10 11 … 20");
  });

  it("fills a gap of a single page with that page instead of a marker", () => {
    expect(labels(pageLinks(4, 10))).toBe("1 2 3 4 5 … 10");
  });

  it("handles the first and last page", () => {
    expect(labels(pageLinks(1, 10))).toBe("1 2 … 10");
    expect(labels(pageLinks(10, 10))).toBe("1 … 9 10");
  });

  it("gives each gap a distinct key", () => {
    const gaps = pageLinks(10, 20).filter((link) => link.kind === "gap");
    expect(new Set(gaps.map((gap) => (gap.kind === "gap" ? gap.key : ""))).size).toBe(2);
  });
});
