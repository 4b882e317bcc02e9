"use client";

import { useEffect } from "react";
import { MessagePage } from "@/modules/layout/templates/message-page";
import { Button } from "@/components/ui/button";

/**
 * A page that could not be built, most often because the shop's catalogue service did not answer.
 * The header and footer stay; the shopper can try again or go elsewhere.
 */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <MessagePage
      eyebrow="Something went wrong"
      title="This page is taking a break"
      action={<Button onClick={retry}>Try again</Button>}
      links={[{ href: "/", label: "Go to the home page" }]}
    >
      <p>
        We couldn&apos;t load the shop&apos;s catalogue just now. This is usually over in a moment:
        please try again shortly. Your cart is safe.
      </p>
    </MessagePage>
  );
}
