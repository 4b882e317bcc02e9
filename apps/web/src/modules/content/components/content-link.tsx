// A rich-text link annotation as a link: internal destinations through next/link, external ones
// as plain anchors (spec §2's table, in resolveLink).
import Link from "next/link";
import type { ReactNode } from "react";
import { resolveLink, type ContentLink as ContentLinkValue } from "../link";

const LINK_CLASS = "text-accent underline underline-offset-4 hover:text-accent-strong";

export function ContentLink({
  value,
  children,
}: {
  value: ContentLinkValue | undefined;
  children: ReactNode;
}) {
  const link = resolveLink(value);
  if (link.external) {
    return (
      <a href={link.href} target={link.target} rel={link.rel} className={LINK_CLASS}>
        {children}
      </a>
    );
  }
  return (
    <Link href={link.href} className={LINK_CLASS}>
      {children}
    </Link>
  );
}
