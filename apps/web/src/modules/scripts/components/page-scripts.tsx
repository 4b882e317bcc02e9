// Spec §2: the page scripts, on every page when configured. The tag manager and the analytics
// tracker load once the page is interactive; the accessibility widget after that, when the browser
// is idle, in a bottom-left corner of its own. Each carries the request's CSP nonce: Next injects
// these after hydration and copies only an explicit nonce onto them.
import Script from "next/script";
import { scriptsConfig } from "@/lib/config";
import { requestNonce } from "@/modules/security/nonce.server";
import { pageScripts } from "../script-tags";

export async function PageScripts() {
  const { gtm, analytics, accessibilityWidget } = pageScripts(scriptsConfig());
  const nonce = await requestNonce();
  return (
    <>
      {gtm ? (
        <>
          <Script id="tag-manager" strategy="afterInteractive" data-gtm-id={gtm.id} nonce={nonce}>
            {`window.dataLayer=window.dataLayer||[];window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});`}
          </Script>
          <Script id="tag-manager-src" src={gtm.src} strategy="afterInteractive" nonce={nonce} />
          <noscript>
            <iframe
              src={gtm.noscriptSrc}
              title="Tag manager"
              height="0"
              width="0"
              style={{ display: "none", visibility: "hidden" }}
            />
          </noscript>
        </>
      ) : null}
      {analytics ? (
        <Script
          id="analytics-tracker"
          src={analytics.src}
          data-site-id={analytics.siteId}
          strategy="afterInteractive"
          nonce={nonce}
        />
      ) : null}
      {accessibilityWidget ? (
        <>
          <div
            id="accessibility-widget"
            data-position={accessibilityWidget.position}
            className="fixed bottom-4 left-4 z-40"
          />
          <Script
            id="accessibility-widget-script"
            src={accessibilityWidget.src}
            data-position={accessibilityWidget.position}
            data-mount="accessibility-widget"
            strategy="lazyOnload"
            nonce={nonce}
          />
        </>
      ) : null}
    </>
  );
}
