import { describe, expect, it } from "vitest";
import { pageScripts } from "./script-tags";

const none = { gtmId: "", analyticsSiteId: "", analyticsUrl: "", accessibilityWidgetUrl: "" };

describe("pageScripts", () => {
  it("injects nothing by default", () => {
    expect(pageScripts(none)).toEqual({});
  });
  it("injects each configured script", () => {
    const scripts = pageScripts({
      gtmId: "GTM-ABC123",
      analyticsSiteId: "atelier-shop",
      analyticsUrl: "http://127.0.0.1:9/tracker.js",
      accessibilityWidgetUrl: "https://widget.test/a11y.js",
    });
    expect(scripts.gtm?.src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-ABC123");
    expect(scripts.analytics).toEqual({
      siteId: "atelier-shop",
      src: "http://127.0.0.1:9/tracker.js",
    });
    expect(scripts.accessibilityWidget).toEqual({
      src: "https://widget.test/a11y.js",
      position: "bottom-left",
    });
  });
  it("leaves out malformed values", () => {
    expect(
      pageScripts({
        gtmId: "GTM-1'</script>",
        analyticsSiteId: "site",
        analyticsUrl: "javascript:alert(1)",
        accessibilityWidgetUrl: "not a url",
      }),
    ).toEqual({});
    expect(pageScripts({ ...none, analyticsUrl: "https://a.test/t.js" })).toEqual({});
  });
});
