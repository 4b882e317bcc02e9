"use client";

// Our own profile routes (customers README): the profile row and the trade application. The
// typed client has no methods for them, so they go through its raw `request`.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCommerce } from "@/modules/commerce";
import { accountKeys } from "./query-keys";

export type TradeStatus = "none" | "pending" | "approved" | "rejected";

export interface CustomerProfile {
  id: string;
  email: string;
  name: string | null;
  phone: string | null;
  company: string | null;
  trade_type: string | null;
  website: string | null;
  tax_id: string | null;
  trade_status: TradeStatus;
  trade_applied_at: string | null;
  trade_reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface TradeApplicationInput {
  company: string;
  trade_type: string;
  website?: string;
  tax_id?: string;
}

const PROFILE_PATH = "/store/customers/me/profile";
const TRADE_APPLICATION_PATH = "/store/customers/me/trade-application";

export const TRADE_STATUS_LABELS: Record<TradeStatus, string> = {
  none: "Not a member",
  pending: "Application under review",
  approved: "Approved",
  rejected: "Not approved",
};

export function useTradeProfile(enabled: boolean) {
  const client = useCommerce();
  return useQuery({
    queryKey: accountKeys.profile(),
    queryFn: async () =>
      (await client.request<{ profile: CustomerProfile }>("GET", PROFILE_PATH)).profile,
    enabled,
  });
}

export function useApplyForTrade() {
  const client = useCommerce();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TradeApplicationInput) =>
      (
        await client.request<{ profile: CustomerProfile }>("POST", TRADE_APPLICATION_PATH, {
          body: input,
        })
      ).profile,
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile(), profile),
  });
}
