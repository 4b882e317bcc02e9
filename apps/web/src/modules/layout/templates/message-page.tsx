import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClassName } from "@/components/ui/button";

export interface MessageLink {
  href: string;
  label: string;
}

/** A calm full-width message with a way on: thank-you, not-found and error pages. */
export function MessagePage({
  eyebrow,
  title,
  children,
  links,
  action,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
  links: MessageLink[];
  /** An extra control before the links, e.g. "Try again". */
  action?: ReactNode;
}) {
  return (
    <div className="container-page flex flex-col items-center py-24 text-center md:py-32">
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="mt-4 max-w-2xl text-4xl leading-tight md:text-5xl">{title}</h1>
      <div className="mt-6 max-w-xl text-lg leading-relaxed text-muted">{children}</div>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {action}
        {links.map((link, index) => (
          <Link
            key={link.href}
            href={link.href}
            className={buttonClassName(index === 0 && !action ? "primary" : "secondary")}
          >
            {link.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
