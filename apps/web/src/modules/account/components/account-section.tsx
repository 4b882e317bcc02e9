import { useId, type ReactNode } from "react";

/** A titled card of the account page; the heading names the region for screen readers. */
export function AccountSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-theme border border-line bg-surface p-6 md:p-8"
    >
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-2xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
