"use client";

// Our own profile routes (customers README): the profile row and the trade application. The
// typed client has no methods for them, so they go through its raw `request`.
import type {
  Body,
  GetCustomersCustomerProfile,
  PostCustomersCustomerTradeApplication,
  ProfileTradeStatus,
  Reply,
} from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCommerce } from "@/modules/commerce";
import { accountKeys } from "./query-keys";

export type TradeStatus = ProfileTradeStatus;

export type CustomerProfile = Reply<typeof GetCustomersCustomerProfile>["profile"];

export type TradeApplicationInput = Body<typeof PostCustomersCustomerTradeApplication>;

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
      (await client.request<Reply<typeof GetCustomersCustomerProfile>>("GET", PROFILE_PATH))
        .profile,
    enabled,
  });
}

export function useApplyForTrade() {
  const client = useCommerce();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TradeApplicationInput) =>
      (
        await client.request<Reply<typeof PostCustomersCustomerTradeApplication>>(
          "POST",
          TRADE_APPLICATION_PATH,
          {
            body: input,
          },
        )
      ).profile,
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile(), profile),
  });
}
