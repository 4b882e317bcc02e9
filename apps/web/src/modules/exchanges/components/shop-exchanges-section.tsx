"use client";

// The account order page's exchanges (spec §7, issue 13): the order's exchanges with their state
// and, while delivered items can still go back, "Exchange items", which opens the form in place.
// Once sent, the exchange waits for the shopper to confirm it (delivery, and payment when it costs
// more) right here; an exchange left unconfirmed can be confirmed later from its entry.
import type { Order, Swap } from "@atelier/commerce-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { orderKeys } from "@/modules/account/query-keys";
import { useSingleFlight } from "@/modules/admin/orders/use-single-flight";
import { useCommerce } from "@/modules/commerce";
import { useReturnChoices } from "@/modules/returns/use-return-choices";
import { returnableQuantity } from "@/modules/returns/return-lines";
import { exchangeStage, returnsHoldingUnits } from "../exchange-lines";
import { ExchangeList } from "./exchange-list";
import { ExchangePayment } from "./exchange-payment";
import { ExchangeRequestForm, type ExchangeRequest } from "./exchange-request-form";

type OrderWithExchanges = Order & { swaps?: Swap[] };

/** Exchanges need a delivered (shipped or fulfilled) and paid order, as the API does. */
function canExchange(order: OrderWithExchanges): boolean {
  const holding = returnsHoldingUnits(order.returns, order.swaps);
  return (
    order.status !== "canceled" &&
    order.payment_status === "captured" &&
    order.items.some((line) => returnableQuantity(line, holding) > 0)
  );
}

export function ShopExchangesSection({ order }: { order: OrderWithExchanges }) {
  const client = useCommerce();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [paying, setPaying] = useState<string | undefined>();
  const swaps = order.swaps ?? [];
  const { reasons, options } = useReturnChoices(order.region_id, open);
  const refreshOrder = () =>
    queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
  const send = useMutation({
    mutationFn: (request: ExchangeRequest) =>
      client.store.swaps.create({ order_id: order.id, ...request }),
    onSuccess: async ({ swap }) => {
      await refreshOrder();
      setOpen(false);
      setPaying(swap.cart_id ?? undefined);
      toast.success("Exchange requested. Confirm it below.");
    },
  });
  const sendOnce = useSingleFlight(send);

  if (swaps.length === 0 && !canExchange(order)) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10 flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={headingId} className="text-2xl">
          Exchanges
        </h2>
        {canExchange(order) && !open ? (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Exchange items
          </Button>
        ) : null}
      </div>
      {open ? (
        <div className="border border-line bg-surface p-6">
          <ExchangeRequestForm
            order={order}
            reasons={reasons.data}
            returnOptions={options.data}
            submitLabel="Request exchange"
            pending={send.isPending}
            error={send.error ?? reasons.error ?? options.error}
            onSubmit={sendOnce}
            onCancel={() => setOpen(false)}
          />
        </div>
      ) : null}
      {paying ? (
        <ExchangePayment
          cartId={paying}
          onClose={() => setPaying(undefined)}
          onConfirmed={() => {
            setPaying(undefined);
            void refreshOrder();
            toast.success("Exchange confirmed. We will send the replacement.");
          }}
        />
      ) : null}
      {swaps.length > 0 ? (
        <ExchangeList
          swaps={swaps}
          lines={order.items}
          currencyCode={order.currency_code}
          actions={(swap) =>
            exchangeStage(swap) === "awaiting_confirmation" && swap.cart_id && !paying ? (
              <Button className="self-start" onClick={() => setPaying(swap.cart_id ?? undefined)}>
                Confirm exchange
              </Button>
            ) : null
          }
        />
      ) : (
        <p className="text-sm text-muted">
          Want another size, colour or finish? Delivered items can be exchanged from here.
        </p>
      )}
    </section>
  );
}
