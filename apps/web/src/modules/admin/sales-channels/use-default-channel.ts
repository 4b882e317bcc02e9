"use client";

// The id of the store's default sales channel (the one the shop sells through when no
// publishable key is sent, which cannot be deleted), or undefined while it loads.
import { useQuery } from "@tanstack/react-query";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { salesChannelKeys } from "./sales-channel-keys";

export function useDefaultChannelId(): string | null | undefined {
  const client = useAdminCommerce();
  const store = useQuery({
    queryKey: salesChannelKeys.defaultChannel(),
    queryFn: async () => {
      const { store } = await client.admin.store.retrieve();
      return store.default_sales_channel_id ?? store.default_sales_channel?.id ?? null;
    },
    staleTime: 0,
  });
  return store.data;
}
