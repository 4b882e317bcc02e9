// Spec §2 (page shell) and §9: the one toast setup for the whole app.
import type { DefaultToastOptions, ToastPosition } from "react-hot-toast";

export const TOAST_POSITION: ToastPosition = "top-center";

/** Spec §9: toast container stacking level. */
export const TOAST_Z_INDEX = 9999;

/** Spec §9: toast max width in px. */
export const TOAST_MAX_WIDTH = 350;

/** Spec §9: how long each kind of toast stays, in ms ("loading" stays until dismissed). */
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Infinity,
  custom: 4000,
} as const;

/** Spec §9: a dismissed toast is removed from the DOM after this delay (ms). At most 20 toasts
 * are kept, which is react-hot-toast's own limit. */
export const TOAST_REMOVE_DELAY = 1000;

// Per-type styles are merged over the shared style. Green and red are dark enough for white text to pass WCAG AA contrast.
const SUCCESS_GREEN = "#166534";
const ERROR_RED = "#b91c1c";

export const TOAST_OPTIONS: DefaultToastOptions = {
  removeDelay: TOAST_REMOVE_DELAY,
  style: { maxWidth: TOAST_MAX_WIDTH },
  blank: { duration: TOAST_DURATIONS.blank },
  custom: { duration: TOAST_DURATIONS.custom },
  loading: { duration: TOAST_DURATIONS.loading },
  success: {
    duration: TOAST_DURATIONS.success,
    style: { background: SUCCESS_GREEN, color: "#ffffff" },
    iconTheme: { primary: "#ffffff", secondary: SUCCESS_GREEN },
  },
  error: {
    duration: TOAST_DURATIONS.error,
    style: { background: ERROR_RED, color: "#ffffff" },
    iconTheme: { primary: "#ffffff", secondary: ERROR_RED },
  },
};
