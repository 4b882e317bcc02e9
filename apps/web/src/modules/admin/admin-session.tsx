"use client";

// The staff session (spec §4 "Admin session", §9): loading, then signed in or signed out, and its
// auto-refresh. The session is the API's HTTP-only cookie, sent with every call; the API guards
// every admin route itself, so this only decides what the admin pages show. Without a staff
// session hint (account/session-hint.ts) nobody is signed in and the API is not asked.
import type { AdminUser, Credentials } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, type ReactNode } from "react";
import { askWhenSignedIn, forgetSession, rememberSession } from "@/modules/account/session-hint";
import { useSessionRefresh } from "@/modules/account/use-session-refresh";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { ADMIN_PATHS } from "./constants";
import { adminKeys } from "./query-keys";

export type AdminSession =
  { status: "loading" } | { status: "signed-in"; user: AdminUser } | { status: "signed-out" };

/** The signed-in staff user, `null` when signed out; undefined while being checked. */
export function useAdminUser() {
  const client = useAdminCommerce();
  return useQuery({
    queryKey: adminKeys.session(),
    queryFn: (): Promise<AdminUser | null> =>
      askWhenSignedIn("staff", async () => (await client.admin.auth.getSession()).user),
    retry: false,
  });
}

const AdminContext = createContext<AdminSession | null>(null);

export function AdminProvider({ children }: { children: ReactNode }) {
  const user = useAdminUser();
  useStaffSessionRefresh();
  const session: AdminSession =
    user.data === undefined && !user.isError
      ? { status: "loading" }
      : user.data
        ? { status: "signed-in", user: user.data }
        : { status: "signed-out" };
  return <AdminContext.Provider value={session}>{children}</AdminContext.Provider>;
}

export function useAdmin(): AdminSession {
  const session = useContext(AdminContext);
  if (!session) throw new Error("useAdmin must be used within an AdminProvider");
  return session;
}

export function useStaffSignIn() {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => client.admin.auth.createSession(credentials),
    onSuccess: ({ user, sessionExpiresAt }) => {
      rememberSession("staff", sessionExpiresAt);
      queryClient.setQueryData(adminKeys.session(), user);
    },
  });
}

/**
 * Spec §4: the staff sign-out path: clear the session and go to the sign-in page. Logout takes it
 * after asking the API; a session that could not be renewed takes it at once.
 */
function useEndStaffSession() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    forgetSession("staff");
    // As for customers: an answer still on its way must not sign staff back in on screen.
    await queryClient.cancelQueries({ queryKey: adminKeys.session() });
    queryClient.removeQueries({ queryKey: adminKeys.all });
    queryClient.setQueryData(adminKeys.session(), null);
    router.replace(ADMIN_PATHS.login);
  }, [queryClient, router]);
}

/** Spec §4: logout clears the token and goes to the sign-in page, also when the call fails. */
export function useStaffLogout() {
  const client = useAdminCommerce();
  const endSession = useEndStaffSession();
  return useMutation({
    mutationFn: () => client.admin.auth.deleteSession(),
    onSettled: endSession,
  });
}

/** Spec §9: renews a signed-in staff member's session while an admin tab is open. */
function useStaffSessionRefresh(): void {
  const client = useAdminCommerce();
  const endSession = useEndStaffSession();
  const renew = useCallback(
    async () => (await client.admin.auth.refreshSession()).expires_at,
    [client],
  );
  useSessionRefresh("staff", renew, endSession);
}
