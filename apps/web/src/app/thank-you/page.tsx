import type { Metadata } from "next";
import { MessagePage } from "@/modules/layout/templates/message-page";

export const metadata: Metadata = { title: "Thank you", robots: { index: false } };

/** Spec §2: the default page after a form is sent, and the fallback for a link with no target. */
export default function ThankYouPage() {
  return (
    <MessagePage
      eyebrow="Message sent"
      title="Thank you — we’ve received your message"
      links={[
        { href: "/shop", label: "Continue shopping" },
        { href: "/", label: "Back to the home page" },
      ]}
    >
      <p>
        Someone from our studio will reply by email within two working days. In the meantime, have a
        look at what&apos;s new in the shop.
      </p>
    </MessagePage>
  );
}
