"use client";

// The signed-in customer (spec §3, §4 "Customer logout", §6, §9): who is signed in, the
// sign-in, registration and sign-out that change it, and the session's auto-refresh. The API is
// the real guard; these hooks only decide what the pages show. Without a session hint
// (session-hint.ts) the shopper is a guest and the API is not asked.
import type {
  StoreClient,
  CreateCustomerInput,
  Credentials,
  Customer,
  WithSessionExpiry,
} from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { cartKeys } from "@/modules/cart/query-keys";
import { useCommerce } from "@/modules/commerce";
import { readStoredValue, writeStoredValue } from "@/modules/store/browser-storage";
import { ACCOUNT_PATHS } from "./constants";
import { accountKeys, orderKeys } from "./query-keys";
import { askWhenSignedIn, forgetSession, rememberSession } from "./session-hint";
import { useSessionRefresh } from "./use-session-refresh";

/** The customer, `null` for a guest; undefined while the session is being checked. */
export function useCustomer() {
  const client = useCommerce();
  return useQuery({
    queryKey: accountKeys.customer(),
    queryFn: (): Promise<Customer | null> =>
      askWhenSignedIn("customer", async () => (await client.store.customers.retrieve()).customer),
    retry: false,
  });
}

/**
 * Signing in attaches the shopper's cart to the customer: updating the cart as a signed-in
 * caller sets its customer (contract §3.2). A cart that cannot be attached stays a guest cart.
 */
async function attachStoredCart(client: StoreClient, queryClient: QueryClient): Promise<void> {
  const cartId = readStoredValue(STORAGE_KEYS.cartId);
  if (!cartId) return;
  try {
    const { cart } = await client.store.carts.update(cartId, {});
    queryClient.setQueryData(cartKeys.detail(cart.id), cart);
  } catch {
    await queryClient.invalidateQueries({ queryKey: cartKeys.detail(cartId) });
  }
}

function useSignedIn() {
  const client = useCommerce();
  const queryClient = useQueryClient();
  return useCallback(
    async ({ customer, sessionExpiresAt }: WithSessionExpiry<{ customer: Customer }>) => {
      rememberSession("customer", sessionExpiresAt);
      queryClient.setQueryData(accountKeys.customer(), customer);
      await attachStoredCart(client, queryClient);
    },
    [client, queryClient],
  );
}

export function useSignIn() {
  const client = useCommerce();
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (credentials: Credentials) => client.store.auth.authenticate(credentials),
    onSuccess: signedIn,
  });
}

export function useRegister() {
  const client = useCommerce();
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: CreateCustomerInput) => client.store.customers.create(input),
    onSuccess: signedIn,
  });
}

/**
 * Spec §4: the customer's sign-out path: forget the session and what belonged to it, and go to
 * the sign-in page. Logout takes it after asking the API; a session that could not be renewed
 * takes it at once, as the API has no session left to end.
 */
export function useEndCustomerSession() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(async () => {
    forgetSession("customer");
    // A "who is signed in" answer still on its way must not land after this and sign the
    // shopper back in on screen (a renewal refused while the page was asking, say).
    await queryClient.cancelQueries({ queryKey: accountKeys.customer() });
    queryClient.setQueryData(accountKeys.customer(), null);
    queryClient.removeQueries({ queryKey: accountKeys.profile() });
    queryClient.removeQueries({ queryKey: accountKeys.orders() });
    queryClient.removeQueries({ queryKey: orderKeys.all });
    // The cart stays with the account (the API keeps a customer's cart theirs alone), so the
    // signed-out browser starts a new one instead of meeting the "expired cart" notice.
    writeStoredValue(STORAGE_KEYS.cartId, null);
    router.replace(ACCOUNT_PATHS.login);
  }, [queryClient, router]);
}

/** Spec §4: logout clears the session and goes to the sign-in page, also when the call fails. */
export function useLogout() {
  const client = useCommerce();
  const endSession = useEndCustomerSession();
  return useMutation({
    mutationFn: () => client.store.auth.deleteSession(),
    onSettled: endSession,
  });
}

/** Spec §9: renews a signed-in customer's session while the tab is open. */
export function useCustomerSessionRefresh(): void {
  const client = useCommerce();
  const endSession = useEndCustomerSession();
  const renew = useCallback(
    async () => (await client.store.auth.refreshSession()).expires_at,
    [client],
  );
  useSessionRefresh("customer", renew, endSession);
}
