"use client";

// The header's country picker: countries grouped by region, each with its currency.
import { useId, type ChangeEvent } from "react";
import { useStore } from "../store-context";

export function RegionSelector({ className = "" }: { className?: string }) {
  const { regionGroups: groups, region, countryCode, setRegion } = useStore();
  const selectId = useId();
  const loading = region === undefined;

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    const chosenCountry = event.target.value;
    const group = groups.find((candidate) =>
      candidate.countries.some((country) => country.countryCode === chosenCountry),
    );
    if (group) setRegion(group.regionId, chosenCountry);
  }

  return (
    <div className={`relative flex items-center ${className}`}>
      <label htmlFor={selectId} className="sr-only">
        Country / region
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute left-3 h-4 w-4 text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <circle cx="10" cy="10" r="7.25" />
        <path d="M2.75 10h14.5M10 2.75c2 2.2 3 4.6 3 7.25s-1 5.05-3 7.25c-2-2.2-3-4.6-3-7.25s1-5.05 3-7.25Z" />
      </svg>
      <select
        id={selectId}
        value={loading ? "" : countryCode}
        onChange={handleChange}
        disabled={loading}
        aria-busy={loading}
        className="h-10 cursor-pointer appearance-none truncate rounded-full border border-line bg-surface pr-9 pl-9 text-sm text-ink transition-colors hover:border-ink disabled:cursor-wait disabled:text-muted"
      >
        {loading ? (
          <option value="">Loading countries…</option>
        ) : (
          groups.map((group) => (
            <optgroup key={group.regionId} label={group.regionName}>
              {group.countries.map((country) => (
                <option key={country.countryCode} value={country.countryCode}>
                  {country.label}
                </option>
              ))}
            </optgroup>
          ))
        )}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute right-3 h-4 w-4 text-muted"
        fill="currentColor"
      >
        <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
      </svg>
    </div>
  );
}
