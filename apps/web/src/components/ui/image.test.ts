// The shop's pictures are plain <img> elements with the optimizer's attributes worked out where
// they render (issue 16: no next/image code in the browser's first load).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FALLBACK_IMAGE_SRC, Image } from "./image";

describe("Image", () => {
  it("renders a plain img with the optimizer's srcset and the given sizes", () => {
    const html = renderToStaticMarkup(
      createElement(Image, {
        src: "/images/sofa.jpg",
        alt: "Sofa",
        fill: true,
        sizes: "(min-width: 1024px) 50vw, 100vw",
      }),
    );
    expect(html).toMatch(/^<img /);
    expect(html).toContain('alt="Sofa"');
    expect(html).toContain('sizes="(min-width: 1024px) 50vw, 100vw"');
    expect(html).toMatch(
      /srcSet="\/_next\/image\?url=%2Fimages%2Fsofa\.jpg&amp;w=\d+&amp;q=\d+ \d+w/,
    );
    expect(html).toContain('loading="lazy"');
  });

  it("loads a preloaded picture at once", () => {
    const html = renderToStaticMarkup(
      createElement(Image, { src: "/images/sofa.jpg", alt: "Sofa", preload: true }),
    );
    expect(html).not.toContain("loading=");
  });

  it("shows the fallback picture, at the default size, when there is no source", () => {
    const html = renderToStaticMarkup(createElement(Image, { src: null, alt: "No picture" }));
    // An SVG is served as it is, not through the optimizer.
    expect(html).toContain(`src="${FALLBACK_IMAGE_SRC}"`);
    expect(html).toContain('alt="No picture"');
    expect(html).toContain('width="250"');
  });
});
