"use client";

// One gift card for staff (issue 14): its code, state, value and balance, region, end date and
// the order that bought it; what each order took from it; and the balance, disable and delete
// actions.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { orderDate } from "@/modules/account/order-display";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { AdminTable } from "../components/admin-table";
import { ADMIN_PATHS } from "../constants";
import { ActionSection } from "../orders/components/action-section";
import { formatOrderMoney } from "../orders/money-input";
import { GiftCardActions } from "./components/gift-card-actions";
import { GIFT_CARD_PATHS } from "./constants";
import { GIFT_CARD_STATE_LABELS, giftCardState } from "./gift-card-input";
import { giftCardKeys } from "./gift-card-keys";

export function GiftCardTemplate({ id }: { id: string }) {
  const client = useAdminCommerce();
  const query = useQuery({
    queryKey: giftCardKeys.detail(id),
    queryFn: async () => (await client.admin.giftCards.retrieve(id)).gift_card,
    // Shoppers' orders spend the balance: the card is fetched again each time it is opened.
    staleTime: 0,
  });
  const card = query.data;
  const money = (amount: number) => formatOrderMoney(amount, card?.region.currency_code ?? "usd");

  return (
    <>
      <Link href={GIFT_CARD_PATHS.list} className="text-sm underline underline-offset-4">
        ← All gift cards
      </Link>
      <FormAlert>{query.isError ? errorMessage(query.error) : null}</FormAlert>
      {card ? (
        <>
          <div className="mt-4">
            <AdminPageHeader
              title={`Gift card ${card.code}`}
              description={`Issued ${orderDate(card.created_at)} · ${card.region.name}`}
            />
          </div>
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <div className="flex min-w-0 flex-col gap-6">
              <ActionSection id="gift-card-summary" title="Card">
                <dl className="grid gap-3 text-sm sm:grid-cols-2">
                  <div>
                    <dt className="text-muted">Code</dt>
                    <dd data-testid="gift-card-code" className="font-mono">
                      {card.code}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted">State</dt>
                    <dd data-testid="gift-card-state">
                      {GIFT_CARD_STATE_LABELS[giftCardState(card, new Date())]}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted">Value</dt>
                    <dd className="tabular-nums">{money(card.value)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">Balance</dt>
                    <dd data-testid="gift-card-balance" className="tabular-nums">
                      {money(card.balance)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted">Ends</dt>
                    <dd>{card.ends_at ? orderDate(card.ends_at) : "Never"}</dd>
                  </div>
                  <div>
                    <dt className="text-muted">Bought with</dt>
                    <dd>
                      {card.order ? (
                        <Link
                          href={`${ADMIN_PATHS.orders}/${card.order.id}`}
                          className="underline underline-offset-4"
                        >
                          Order #{card.order.display_id}
                        </Link>
                      ) : (
                        "Issued by staff"
                      )}
                    </dd>
                  </div>
                </dl>
              </ActionSection>
              <ActionSection id="gift-card-transactions" title="Used on orders">
                {card.gift_card_transactions.length === 0 ? (
                  <p className="text-sm text-muted">Not used yet.</p>
                ) : (
                  <AdminTable
                    caption="Orders paid with this card"
                    columns={[
                      { label: "Date" },
                      { label: "Order" },
                      { label: "Amount", className: "text-right" },
                    ]}
                  >
                    {card.gift_card_transactions.map((transaction) => (
                      <tr key={transaction.id}>
                        <td className="py-3">{orderDate(transaction.created_at)}</td>
                        <td className="py-3">
                          <Link
                            href={`${ADMIN_PATHS.orders}/${transaction.order_id}`}
                            className="underline underline-offset-4"
                          >
                            {transaction.order_id}
                          </Link>
                        </td>
                        <td className="py-3 text-right tabular-nums">
                          {money(transaction.amount)}
                        </td>
                      </tr>
                    ))}
                  </AdminTable>
                )}
              </ActionSection>
            </div>
            <GiftCardActions card={card} />
          </div>
        </>
      ) : null}
    </>
  );
}
