import { useId } from "react";

/**
 * Searches the shop: a plain GET form to /shop?q=, so it works before (and without) JavaScript.
 * A plain <form>, not next/form: its client navigation is not worth its first-load JavaScript on
 * every page (issue 16).
 */
export function SearchBox({
  className = "",
  label = "Search products",
}: {
  className?: string;
  /** Names the field and the search landmark; a second search box on a page needs another name. */
  label?: string;
}) {
  const inputId = useId();
  return (
    <form
      action="/shop"
      role="search"
      aria-label={label}
      className={`relative flex items-center ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        placeholder="Search sofas, lamps, linen…"
        maxLength={100}
        className="h-10 w-full rounded-full border border-line bg-surface pr-11 pl-4 text-sm text-ink placeholder:text-muted focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-accent"
      />
      <button
        type="submit"
        className="absolute right-1 inline-flex h-8 w-8 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink"
      >
        <span className="sr-only">Search</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
        >
          <circle cx="8.5" cy="8.5" r="5.75" />
          <path d="m13 13 4.25 4.25" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
