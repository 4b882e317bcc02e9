"use client";

// Copies a publishable key's id (what a storefront sends in `x-publishable-api-key`) to the
// clipboard; the button then says "Copied" for a moment, and a live region says so for screen
// readers. Where the browser refuses the clipboard, a toast asks staff to copy it by hand.
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";

/** How long the button says "Copied" before it offers to copy again. */
const COPIED_FOR_MS = 2000;

export function CopyKeyButton({ keyId, title }: { keyId: string; title: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(keyId);
      setCopied(true);
    } catch {
      toast.error("The key could not be copied: select it and copy it by hand.");
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        className="min-h-9 px-3"
        aria-label={copied ? `Copied the key of ${title}` : `Copy the key of ${title}`}
        onClick={() => void copy()}
      >
        {copied ? "Copied" : "Copy"}
      </Button>
      <span role="status" className="sr-only">
        {copied ? `The key of ${title} was copied.` : ""}
      </span>
    </>
  );
}
