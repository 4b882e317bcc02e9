"use client";

// The account order page's returns (spec §7): the order's returns with their state and, while
// delivered items can still come back, "Return items", which opens the form in place. The
// shopper sees the refund before sending; once sent, the order is read again with its returns.
import type { Order, Return } from "@atelier/commerce-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { orderKeys } from "@/modules/account/query-keys";
import { useSingleFlight } from "@/modules/admin/orders/use-single-flight";
import { useCommerce } from "@/modules/commerce";
import { useReturnChoices } from "../use-return-choices";
import { returnableQuantity, returnsHoldingUnits } from "../return-lines";
import { ReturnList } from "./return-list";
import { ReturnRequestForm, type ReturnRequest } from "./return-request-form";

/** The account's order, with its exchanges when it was read with `expand=swaps`. */
type OrderWithExchanges = Order & { swaps?: { return_order: Return | null }[] };

export function ShopReturnsSection({ order }: { order: OrderWithExchanges }) {
  const client = useCommerce();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const returns = order.returns ?? [];
  const canReturn =
    order.status !== "canceled" &&
    order.items.some(
      (line) => returnableQuantity(line, returnsHoldingUnits(returns, order.swaps)) > 0,
    );
  const { reasons, options } = useReturnChoices(order.region_id, open);
  const send = useMutation({
    mutationFn: ({ refund: _staffOnly, ...request }: ReturnRequest) =>
      client.store.returns.create({ order_id: order.id, ...request }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
      setOpen(false);
      toast.success("Return requested. We have emailed you the details.");
    },
  });

  const sendOnce = useSingleFlight(send);

  if (returns.length === 0 && !canReturn) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10 flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={headingId} className="text-2xl">
          Returns
        </h2>
        {canReturn && !open ? (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Return items
          </Button>
        ) : null}
      </div>
      {open ? (
        <div className="border border-line bg-surface p-6">
          <ReturnRequestForm
            order={order}
            reasons={reasons.data}
            returnOptions={options.data}
            submitLabel="Send return request"
            pending={send.isPending}
            error={send.error ?? reasons.error ?? options.error}
            onSubmit={sendOnce}
            onCancel={() => setOpen(false)}
          />
        </div>
      ) : null}
      {returns.length > 0 ? (
        <ReturnList returns={returns} lines={order.items} currencyCode={order.currency_code} />
      ) : (
        <p className="text-sm text-muted">
          Changed your mind? Delivered items can be sent back from here.
        </p>
      )}
    </section>
  );
}
