"use client";

// Where the form wrapper posts (lib/config `formEndpoint`, FORM_ENDPOINT), handed from the root
// layout's providers to every form on the page.
import { createContext, useContext, type ReactNode } from "react";

const FormEndpointContext = createContext<string | null>(null);

export function FormEndpointProvider({
  endpoint,
  children,
}: {
  endpoint: string;
  children: ReactNode;
}) {
  return <FormEndpointContext.Provider value={endpoint}>{children}</FormEndpointContext.Provider>;
}

/** Spec §8: the hook says which provider it needs. */
export function useFormEndpoint(): string {
  const endpoint = useContext(FormEndpointContext);
  if (endpoint === null)
    throw new Error("useFormEndpoint must be used within a FormEndpointProvider");
  return endpoint;
}
