// Toasts raised from code every page loads (the cart), without react-hot-toast in every page's
// first-load JavaScript (issue 16): the library is imported when the first toast is raised, or
// is already there once the toast container (modules/layout/components/lazy-toaster) has loaded.
import type { ToastOptions } from "react-hot-toast";

export function notifyError(message: string, options?: ToastOptions): void {
  import("react-hot-toast").then(
    ({ default: toast }) => toast.error(message, options),
    (error: unknown) => console.error(`Toasts: could not show "${message}".`, error),
  );
}
