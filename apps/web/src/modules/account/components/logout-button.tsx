"use client";

import { Button } from "@/components/ui/button";
import { useLogout } from "../customer-session";

export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
      {logout.isPending ? "Signing out…" : "Sign out"}
    </Button>
  );
}
