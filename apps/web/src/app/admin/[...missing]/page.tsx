import { notFound } from "next/navigation";

/**
 * Any other /admin path: still inside the admin layout, so a signed-out visitor meets the guard
 * ("Redirecting to login...") rather than learning which admin pages exist.
 */
export default function Page() {
  notFound();
}
