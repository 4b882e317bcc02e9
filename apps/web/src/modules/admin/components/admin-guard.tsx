"use client";

// Every /admin page (spec §2): "Authenticating..." while the session is checked; without one,
// "Redirecting to login..." and then the sign-in page. Nothing of the page renders before.
import { useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { ADMIN_MESSAGES, ADMIN_PATHS } from "../constants";
import { useAdmin } from "../admin-session";

function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="container-page py-24 text-center text-muted">
      {children}
    </p>
  );
}

export function AdminGuard({ children }: { children: ReactNode }) {
  const session = useAdmin();
  const router = useRouter();
  const signedOut = session.status === "signed-out";
  useEffect(() => {
    if (signedOut) router.replace(ADMIN_PATHS.login);
  }, [signedOut, router]);

  if (session.status === "loading") return <Notice>{ADMIN_MESSAGES.authenticating}</Notice>;
  if (signedOut) return <Notice>{ADMIN_MESSAGES.redirecting}</Notice>;
  return children;
}
