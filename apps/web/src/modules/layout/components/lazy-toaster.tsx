"use client";

// Spec §2, §9: the app's one toast container, loaded just after the page has hydrated instead of
// in every page's first-load JavaScript (issue 16: react-hot-toast and its CSS-in-JS are about
// 4 KiB gzipped that no page needs before it is interactive). A toast raised before the container
// has loaded waits in react-hot-toast's store and shows as the container mounts.
import { useEffect, useState, type ComponentType } from "react";
import type { ToasterProps } from "react-hot-toast";
import { TOAST_OPTIONS, TOAST_POSITION, TOAST_Z_INDEX } from "@/lib/toast";

export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let cancelled = false;
    import("react-hot-toast").then(
      (module) => {
        if (!cancelled) setToaster(() => module.Toaster);
      },
      (error: unknown) => console.error("Toasts: react-hot-toast failed to load.", error),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return Toaster ? (
    <Toaster
      position={TOAST_POSITION}
      containerStyle={{ zIndex: TOAST_Z_INDEX }}
      toastOptions={TOAST_OPTIONS}
    />
  ) : null;
}
