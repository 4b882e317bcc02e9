"use client";

// The shopper's cart (spec §3, §4 "Cart on load", "Cart flow", "Quantity change", "Line
// deletion"). The held cart lives in the query cache under its id; every successful change
// replaces it with the cart the server answers with. Part of the data layer, which shop pages
// load after hydration; until then the shell gives a pending cart (cart-context.tsx).
import type { Cart, StoreClient } from "@atelier/commerce-client";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { notifyError } from "@/lib/notify";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { useCommerce } from "@/modules/commerce";
import { readStoredValue, useStoredValue, writeStoredValue } from "@/modules/store/browser-storage";
import { useStore } from "@/modules/store/store-context";
import { CartContext, type AddItemInput, type CartContextValue } from "./cart-context";
import { useCartDropdown } from "./cart-dropdown-context";
import { applyQuantityChange, cartItemCount } from "./cart-totals";
import {
  CART_NOT_FOUND_NOTICE,
  CART_NOTICE_DURATION_MS,
  CART_RECOVERY_PATH,
  QUANTITY_UPDATE_FAILED_MESSAGE,
} from "./constants";
import { createCart } from "./create-cart";
import { cartKeys } from "./query-keys";

/** Cart changes run one after another, so each starts from the cart the previous one left. */
const CART_MUTATION_SCOPE = { id: "cart" };

function cartQuery(client: StoreClient, cartId: string) {
  return queryOptions({
    queryKey: cartKeys.detail(cartId),
    queryFn: async () => (await client.store.carts.retrieve(cartId)).cart,
    // The commerce client has already retried network failures and server errors, and a missing
    // cart does not come back on a second try: spec §4 replaces it instead.
    retry: false,
  });
}

function withoutLine(lineIds: ReadonlySet<string>, lineId: string): ReadonlySet<string> {
  const next = new Set(lineIds);
  next.delete(lineId);
  return next;
}

interface LineChange {
  cartId: string;
  lineId: string;
  quantity: number;
}

export function CartProvider({ children }: { children: ReactNode }) {
  const client = useCommerce();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { region } = useStore();
  const { timedOpen } = useCartDropdown();

  // Undefined until browser storage has been read (server render and hydration).
  const storedCartId = useStoredValue(STORAGE_KEYS.cartId);
  const cartResult = useQuery({
    ...cartQuery(client, storedCartId ?? ""),
    enabled: Boolean(storedCartId),
  });
  const heldCart = cartResult.data;
  const cart = heldCart?.completed_at ? undefined : heldCart;

  /**
   * Spec §4: a successful change replaces the held cart. When another change is queued behind
   * it, that one's answer is newer, so the shown cart is only brought in step by `whileQueued`.
   */
  const replaceCart = useCallback(
    (next: Cart, whileQueued?: (shown: Cart) => Cart) => {
      const key = cartKeys.detail(next.id);
      // The mutation calling this is still counted as running.
      if (queryClient.isMutating({ mutationKey: cartKeys.all }) <= 1) {
        queryClient.setQueryData(key, next);
      } else if (whileQueued) {
        queryClient.setQueryData<Cart>(key, (shown) => shown && whileQueued(shown));
      }
    },
    [queryClient],
  );

  const creation = useMutation({
    mutationKey: cartKeys.mutation("create"),
    mutationFn: (regionId: string | undefined) => createCart(client, regionId),
    onSuccess: (created) => {
      queryClient.setQueryData(cartKeys.detail(created.id), created);
      writeStoredValue(STORAGE_KEYS.cartId, created.id);
    },
  });
  const { mutateAsync: createCartFor } = creation;
  // One creation at a time, however many callers need a cart.
  const pendingCreation = useRef<Promise<Cart> | null>(null);
  const startCart = useCallback(
    (regionId: string | undefined): Promise<Cart> => {
      pendingCreation.current ??= createCartFor(regionId).finally(() => {
        pendingCreation.current = null;
      });
      return pendingCreation.current;
    },
    [createCartFor],
  );

  // Spec §4: with no stored id, a new cart is created for the region. A failed creation is not
  // tried again for the same region, so an unreachable API does not cause a request loop.
  const creationFailedForRegion = creation.isError && creation.variables === region?.id;
  useEffect(() => {
    if (storedCartId !== null || !region || creationFailedForRegion) return;
    // Creation failures are kept in the mutation's state; nothing to show the shopper (spec §8).
    startCart(region.id).catch(() => undefined);
  }, [storedCartId, region, creationFailedForRegion, startCart]);

  // Spec §4: a stored cart that is missing or expired on load is replaced, with a notice, and
  // the shopper goes to the shop. Clearing the id lets the effect above create the new cart. A
  // later refetch that fails (the network dropped) keeps the cart the shopper has.
  const retrievalFailed = cartResult.isLoadingError;
  useEffect(() => {
    if (!retrievalFailed) return;
    notifyError(CART_NOT_FOUND_NOTICE, { id: "cart-not-found", duration: CART_NOTICE_DURATION_MS });
    writeStoredValue(STORAGE_KEYS.cartId, null);
    router.push(CART_RECOVERY_PATH);
  }, [retrievalFailed, router]);

  // Spec §4: a completed cart is forgotten silently and a new one created.
  const completedCartId = heldCart?.completed_at ? heldCart.id : null;
  useEffect(() => {
    if (completedCartId) writeStoredValue(STORAGE_KEYS.cartId, null);
  }, [completedCartId]);

  // Spec §4: when the region changes, the cart moves to it and the server prices it again.
  const { mutate: moveCart } = useMutation({
    mutationKey: cartKeys.mutation("update-region"),
    scope: CART_MUTATION_SCOPE,
    mutationFn: async ({ cartId, regionId }: { cartId: string; regionId: string }) =>
      (await client.store.carts.update(cartId, { region_id: regionId })).cart,
    onSuccess: (next) => replaceCart(next),
  });
  // Each cart is asked to move to a region once, so a refused move is not repeated in a loop.
  const requestedMove = useRef<string | null>(null);
  useEffect(() => {
    if (!cart || !region || cart.region_id === region.id) return;
    const move = `${cart.id}:${region.id}`;
    if (requestedMove.current === move) return;
    requestedMove.current = move;
    moveCart({ cartId: cart.id, regionId: region.id });
  }, [cart, region, moveCart]);

  // The cart to add to: the stored one, or a new one (created once, however many adds wait).
  const ensureCart = useCallback(async (): Promise<Cart> => {
    const storedId = readStoredValue(STORAGE_KEYS.cartId);
    const stored = storedId ? await queryClient.fetchQuery(cartQuery(client, storedId)) : undefined;
    return stored && !stored.completed_at ? stored : startCart(region?.id);
  }, [queryClient, client, startCart, region?.id]);

  const { mutateAsync: addLine, isPending: isAdding } = useMutation({
    mutationKey: cartKeys.mutation("add-item"),
    scope: CART_MUTATION_SCOPE,
    mutationFn: async ({ variantId, quantity, metadata }: AddItemInput) => {
      const target = await ensureCart();
      return (
        await client.store.carts.lineItems.create(target.id, {
          variant_id: variantId,
          quantity,
          ...(metadata ? { metadata } : {}),
        })
      ).cart;
    },
    onSuccess: (next) => {
      replaceCart(next);
      timedOpen();
    },
  });

  // Spec §4 (quantity change): optimistic. The failure toast is the product's one exception to
  // spec §8's silent cart errors.
  const { mutate: changeQuantity } = useMutation({
    mutationKey: cartKeys.mutation("update-quantity"),
    scope: CART_MUTATION_SCOPE,
    mutationFn: async ({ cartId, lineId, quantity }: LineChange) =>
      (await client.store.carts.lineItems.update(cartId, lineId, { quantity })).cart,
    onMutate: async ({ cartId, lineId, quantity }) => {
      const key = cartKeys.detail(cartId);
      // A refetch landing now would overwrite the optimistic cart.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Cart>(key);
      if (previous) queryClient.setQueryData(key, applyQuantityChange(previous, lineId, quantity));
      return { previous };
    },
    onError: (_error, { cartId }, onMutateResult) => {
      if (onMutateResult?.previous)
        queryClient.setQueryData(cartKeys.detail(cartId), onMutateResult.previous);
      notifyError(QUANTITY_UPDATE_FAILED_MESSAGE);
    },
    onSuccess: (next, { lineId, quantity }) =>
      replaceCart(next, (shown) => applyQuantityChange(shown, lineId, quantity)),
  });

  // Spec §4 (line deletion): the deleting flag is set until the call ends.
  const [deletingLineIds, setDeletingLineIds] = useState<ReadonlySet<string>>(() => new Set());
  const { mutate: deleteLine } = useMutation({
    mutationKey: cartKeys.mutation("remove-item"),
    scope: CART_MUTATION_SCOPE,
    mutationFn: async ({ cartId, lineId }: Omit<LineChange, "quantity">) =>
      (await client.store.carts.lineItems.delete(cartId, lineId)).cart,
    onMutate: ({ lineId }) => setDeletingLineIds((lineIds) => new Set(lineIds).add(lineId)),
    onSuccess: (next, { lineId }) =>
      replaceCart(next, (shown) => applyQuantityChange(shown, lineId, 0)),
    onSettled: (_next, _error, { lineId }) =>
      setDeletingLineIds((lineIds) => withoutLine(lineIds, lineId)),
  });

  // Spec §8: a failed add shows no message (the no-op handler); a failed removal or move shows
  // none either, as `mutate` keeps the error in the mutation's state.
  const addItem = useCallback(
    (input: AddItemInput) =>
      addLine(input).then(
        () => undefined,
        () => undefined,
      ),
    [addLine],
  );

  const cartId = cart?.id;
  const updateQuantity = useCallback(
    (lineId: string, quantity: number) => {
      if (cartId) changeQuantity({ cartId, lineId, quantity });
    },
    [cartId, changeQuantity],
  );
  const removeItem = useCallback(
    (lineId: string) => {
      if (cartId) deleteLine({ cartId, lineId });
    },
    [cartId, deleteLine],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      cart,
      itemCount: cartItemCount(cart),
      isAdding,
      deletingLineIds,
      addItem,
      updateQuantity,
      removeItem,
    }),
    [cart, isAdding, deletingLineIds, addItem, updateQuantity, removeItem],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
