"use client";

// Gift cards (issue 14): every card, newest first, searched by code, a page at a time, with its
// value, balance and state; the form above issues a new one. Each opens to its page.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { orderDate } from "@/modules/account/order-display";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { AdminPagedList } from "../components/admin-paged-list";
import { AdminSearchForm } from "../components/admin-search-form";
import { formatOrderMoney } from "../orders/money-input";
import { useListSearch } from "../use-list-search";
import { IssueGiftCardForm } from "./components/issue-gift-card-form";
import { GIFT_CARD_PATHS, GIFT_CARDS_PAGE_SIZE } from "./constants";
import { GIFT_CARD_STATE_LABELS, giftCardState } from "./gift-card-input";
import { giftCardKeys } from "./gift-card-keys";

export function GiftCardsTemplate() {
  const client = useAdminCommerce();
  const { search, setSearch, q, offset, setOffset, submit } = useListSearch();
  const query = { q, offset };
  const list = useQuery({
    queryKey: giftCardKeys.list(query),
    queryFn: () => client.admin.giftCards.list({ ...query, limit: GIFT_CARDS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    // Shoppers' orders spend balances: the list is fetched again each time it is opened.
    staleTime: 0,
  });
  const now = new Date();

  return (
    <>
      <AdminPageHeader
        title="Gift cards"
        description="Cards staff issued and cards bought in the shop, with what each has left."
      />
      <div className="mb-8">
        <IssueGiftCardForm />
      </div>
      <AdminSearchForm
        label="Search gift card code"
        value={search}
        onValueChange={setSearch}
        onSubmit={submit}
      />
      <AdminPagedList
        list={list}
        rows={list.data?.gift_cards}
        empty={q ? "No gift cards match." : "No gift cards yet."}
        caption="Gift cards"
        columns={[
          { label: "Code" },
          { label: "Issued" },
          { label: "Region" },
          { label: "State" },
          { label: "Value", className: "text-right" },
          { label: "Balance", className: "text-right" },
        ]}
        row={(card) => (
          <tr key={card.id}>
            <td className="py-3">
              <Link
                href={GIFT_CARD_PATHS.detail(card.id)}
                className="font-mono font-medium underline-offset-4 hover:underline"
              >
                {card.code}
              </Link>
            </td>
            <td className="py-3">{orderDate(card.created_at)}</td>
            <td className="py-3">{card.region.name}</td>
            <td className="py-3">{GIFT_CARD_STATE_LABELS[giftCardState(card, now)]}</td>
            <td className="py-3 text-right tabular-nums">
              {formatOrderMoney(card.value, card.region.currency_code)}
            </td>
            <td className="py-3 text-right tabular-nums">
              {formatOrderMoney(card.balance, card.region.currency_code)}
            </td>
          </tr>
        )}
        offset={offset}
        pageSize={GIFT_CARDS_PAGE_SIZE}
        onOffsetChange={setOffset}
      />
    </>
  );
}
