"use client";

// The staff session (spec §4 "Admin session"): loading, then signed in or signed out. The session
// is the API's HTTP-only cookie, sent with every call; the API guards every admin route itself,
// so this only decides what the admin pages show.
import type { AdminUser, Credentials } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { createContext, useContext, type ReactNode } from "react";
import { isUnauthorized } from "@/modules/account/error-message";
import { useCommerce } from "@/modules/commerce";
import { ADMIN_PATHS } from "./constants";
import { adminKeys } from "./query-keys";

export type AdminSession =
  { status: "loading" } | { status: "signed-in"; user: AdminUser } | { status: "signed-out" };

/** The signed-in staff user, `null` when signed out; undefined while being checked. */
export function useAdminUser() {
  const client = useCommerce();
  return useQuery({
    queryKey: adminKeys.session(),
    queryFn: async (): Promise<AdminUser | null> => {
      try {
        return (await client.admin.auth.getSession()).user;
      } catch (error) {
        if (isUnauthorized(error)) return null;
        throw error;
      }
    },
    retry: false,
  });
}

const AdminContext = createContext<AdminSession | null>(null);

export function AdminProvider({ children }: { children: ReactNode }) {
  const user = useAdminUser();
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
  const client = useCommerce();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: Credentials) =>
      (await client.admin.auth.createSession(credentials)).user,
    onSuccess: (user) => queryClient.setQueryData(adminKeys.session(), user),
  });
}

/** Spec §4: logout clears the token and goes to the sign-in page, also when the call fails. */
export function useStaffLogout() {
  const client = useCommerce();
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: () => client.admin.auth.deleteSession(),
    onSettled: () => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      queryClient.setQueryData(adminKeys.session(), null);
      router.replace(ADMIN_PATHS.login);
    },
  });
}
