"use client";

// /pay/[cartId]: the payment link of a draft order (issue 13). Staff send it to the customer; it
// makes the draft's cart this browser's cart, in the cart's own region (so the cart is not moved
// and priced again), and opens the normal checkout. Completing that cart places the order and
// completes the draft (docs/decisions.md, "Draft orders").
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { buttonClassName } from "@/components/ui/button";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { AccountStatus } from "@/modules/account/components/account-status";
import { errorMessage } from "@/modules/account/error-message";
import { cartKeys } from "@/modules/cart/query-keys";
import { useCommerce } from "@/modules/commerce";
import { writeStoredValue } from "@/modules/store/browser-storage";
import { useStore } from "@/modules/store/store-context";

export function PayLinkTemplate({ cartId }: { cartId: string }) {
  const client = useCommerce();
  const router = useRouter();
  const { regions, setRegion } = useStore();
  const cart = useQuery({
    queryKey: cartKeys.detail(cartId),
    queryFn: async () => (await client.store.carts.retrieve(cartId)).cart,
  });
  const data = cart.data;
  const open = data !== undefined && data.completed_at === null;
  const regionsLoaded = regions.length > 0;

  useEffect(() => {
    if (!open || !data || !regionsLoaded) return;
    const country = data.shipping_address?.country_code ?? data.region.countries[0]?.iso_2 ?? "";
    // The region first: the cart follows the shop's region, so it must already be the cart's.
    setRegion(data.region_id, country);
    writeStoredValue(STORAGE_KEYS.cartId, data.id);
    router.replace("/checkout");
  }, [open, data, regionsLoaded, setRegion, router]);

  if (cart.isError) {
    return <AccountStatus error={errorMessage(cart.error, "This payment link is not valid.")} />;
  }
  if (data && !open) {
    return (
      <div className="container-page py-16">
        <h1 className="text-3xl">This order is already paid</h1>
        <p className="mt-3 text-muted">Thank you. There is nothing left to pay on this link.</p>
        <Link href="/shop" className={buttonClassName("primary", "mt-6")}>
          Continue shopping
        </Link>
      </div>
    );
  }
  return (
    <div className="container-page py-16">
      <p className="text-muted" aria-busy="true">
        Opening your order…
      </p>
    </div>
  );
}
