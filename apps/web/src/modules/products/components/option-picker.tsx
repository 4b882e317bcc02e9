"use client";

import type { ProductOption } from "@atelier/commerce-client";

/**
 * One option (Colour, Size…) as a radio group drawn as buttons: native radios give the arrow-key
 * behaviour and the announcements for free. Choices that lead to a sold-out variant stay
 * selectable, so their state can be seen, and say so.
 */
export function OptionPicker({
  option,
  values,
  selected,
  isAvailable,
  onSelect,
}: {
  option: ProductOption;
  values: string[];
  selected: string | undefined;
  isAvailable: (value: string) => boolean;
  onSelect: (value: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm text-ink">
        <span className="font-medium">{option.title}</span>
        {selected ? <span className="text-muted">: {selected}</span> : null}
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {values.map((value) => {
          const available = isAvailable(value);
          return (
            <label
              key={value}
              className={`relative inline-flex min-h-11 cursor-pointer items-center rounded-theme border px-4 text-sm transition-colors has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-canvas has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
                available
                  ? "border-line bg-surface text-ink hover:border-ink"
                  : "border-dashed border-line bg-surface text-muted"
              }`}
            >
              <input
                type="radio"
                name={option.id}
                value={value}
                checked={selected === value}
                onChange={() => onSelect(value)}
                className="absolute inset-0 z-10 cursor-pointer appearance-none opacity-0"
              />
              <span className={available ? undefined : "line-through decoration-1"}>{value}</span>
              {available ? null : <span className="sr-only"> (sold out)</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
