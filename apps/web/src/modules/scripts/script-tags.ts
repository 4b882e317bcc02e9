// Spec §2: the tag manager, the analytics tracker and the accessibility widget, each only when
// configured. Values end up in the page's HTML, so only well-formed ones are used.
import type { ScriptsConfig } from "@/lib/config";

export const GTM_SCRIPT_ORIGIN = "https://www.googletagmanager.com";
/** Spec §2: where the accessibility widget sits. */
export const ACCESSIBILITY_WIDGET_POSITION = "bottom-left";

const GTM_ID = /^GTM-[A-Z0-9]{1,16}$/i;
const SITE_ID = /^[\w.-]{1,64}$/;

function httpUrl(value: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export interface PageScripts {
  gtm?: { id: string; src: string; noscriptSrc: string };
  analytics?: { siteId: string; src: string };
  accessibilityWidget?: { src: string; position: string };
}

export function pageScripts(config: ScriptsConfig): PageScripts {
  const scripts: PageScripts = {};
  const gtmId = config.gtmId.trim();
  if (GTM_ID.test(gtmId)) {
    scripts.gtm = {
      id: gtmId,
      src: `${GTM_SCRIPT_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`,
      noscriptSrc: `${GTM_SCRIPT_ORIGIN}/ns.html?id=${encodeURIComponent(gtmId)}`,
    };
  }
  const siteId = config.analyticsSiteId.trim();
  const analyticsSrc = httpUrl(config.analyticsUrl.trim());
  if (SITE_ID.test(siteId) && analyticsSrc) scripts.analytics = { siteId, src: analyticsSrc };
  const widgetSrc = httpUrl(config.accessibilityWidgetUrl.trim());
  if (widgetSrc) {
    scripts.accessibilityWidget = { src: widgetSrc, position: ACCESSIBILITY_WIDGET_POSITION };
  }
  return scripts;
}
