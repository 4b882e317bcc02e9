"use client";

// The mail the shop sent about this order (the outbox, contract medusa-v1 §12.1
// `/admin/notifications`), each with Resend to the same address.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { CONFIRM_DIALOG_BUSY_LABEL } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { adminKeys } from "../../query-keys";
import { shortDate } from "../../format";
import { orderKeys } from "../order-keys";
import { useSingleFlight } from "../use-single-flight";
import { ActionSection } from "./action-section";

const NOTIFICATIONS_LIMIT = 50;

export function OrderNotifications({ orderId }: { orderId: string }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const notifications = useQuery({
    queryKey: orderKeys.notifications(orderId),
    queryFn: async () =>
      (
        await client.admin.notifications.list({
          resource_id: orderId,
          limit: NOTIFICATIONS_LIMIT,
        })
      ).notifications,
  });
  const resend = useMutation({
    mutationFn: (id: string) => client.admin.notifications.resend(id),
    onSuccess: ({ notification }) => {
      toast.success(`Sent again to ${notification.to}.`);
      // Every outbox list, this order's included.
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, "notifications"] });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const resendOnce = useSingleFlight(resend);

  return (
    <ActionSection id="order-notifications" title="Mail">
      <FormAlert>{notifications.isError ? errorMessage(notifications.error) : null}</FormAlert>
      {notifications.data && notifications.data.length === 0 ? (
        <p className="text-sm text-muted">No mail about this order yet.</p>
      ) : null}
      {notifications.data && notifications.data.length > 0 ? (
        <ul className="divide-y divide-line border-y border-line text-sm" aria-label="Mail sent">
          {notifications.data.map((mail) => (
            <li key={mail.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span className="min-w-0 flex-1 wrap-anywhere">
                <span className="block font-medium">{mail.subject}</span>
                <span className="block text-muted">
                  To {mail.to} · {shortDate(mail.created_at)}
                  {mail.error ? ` · failed: ${mail.error}` : ""}
                </span>
              </span>
              <Button
                variant="secondary"
                onClick={() => resendOnce(mail.id)}
                disabled={resend.isPending}
                aria-busy={resend.isPending && resend.variables === mail.id}
                aria-label={`Resend “${mail.subject}” to ${mail.to}`}
              >
                {resend.isPending && resend.variables === mail.id
                  ? CONFIRM_DIALOG_BUSY_LABEL
                  : "Resend"}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </ActionSection>
  );
}
