"use client";

// The admin content screens talk to the API's /content with the staff session cookie (the API's
// staff identity accepts it), so writes publish as the signed-in staff member.
import type { SanityClient } from "@sanity/client";
import { useState } from "react";
import { createContentClient } from "@/lib/content/client";

export function useStaffContentClient(apiUrl: string): SanityClient {
  const [client] = useState(() =>
    createContentClient({ apiUrl }).withConfig({ withCredentials: true }),
  );
  return client;
}

export const contentKeys = {
  all: ["admin", "content"] as const,
  theme: () => [...contentKeys.all, "theme"] as const,
  pages: () => [...contentKeys.all, "pages"] as const,
};
