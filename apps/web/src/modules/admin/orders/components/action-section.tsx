import type { ReactNode } from "react";

/** A titled block of the order screen; its heading names the region for assistive technology. */
export function ActionSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border border-line bg-surface p-6">
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
