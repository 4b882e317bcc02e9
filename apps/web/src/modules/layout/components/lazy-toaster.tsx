"use client";

// Spec §2, §9: the app's one toast container, loaded just after the page has hydrated instead of
// in every page's first-load JavaScript (issue 16: react-hot-toast and its CSS-in-JS are about
// 4 KiB gzipped that no page needs before it is interactive). A toast raised before the container
// has loaded waits in react-hot-toast's store and shows as the container mounts.
import { useAfterHydration } from "@/lib/after-hydration";
import { TOAST_OPTIONS, TOAST_POSITION, TOAST_Z_INDEX } from "@/lib/toast";

const loadToaster = () => import("react-hot-toast").then((module) => module.Toaster);

export function LazyToaster() {
  const Toaster = useAfterHydration(loadToaster, "Toasts: react-hot-toast");
  return Toaster ? (
    <Toaster
      position={TOAST_POSITION}
      containerStyle={{ zIndex: TOAST_Z_INDEX }}
      toastOptions={TOAST_OPTIONS}
    />
  ) : null;
}
