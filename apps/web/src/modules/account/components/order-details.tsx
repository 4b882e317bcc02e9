// An order's lines, totals and addresses: the account's order page, the confirmation page and the
// guest order lookup.
import { type Address, type Country, type LineItem, type Order } from "@atelier/commerce-client";
import { useId, type ReactNode } from "react";
import { LineRecipient } from "@/modules/cart/components/line-recipient";
import { LineThumbnail } from "@/modules/cart/components/line-thumbnail";
import { addressLines } from "../address-draft";
import { formatExactAmount } from "@/modules/money/price-display";

/**
 * What these parts show of an order: a shopper's (`Order`) and staff's (`AdminOrder`) both fit,
 * though staff's lines carry their variant without its product.
 */
type ShownLine = Pick<
  LineItem,
  "id" | "title" | "thumbnail" | "quantity" | "unit_price" | "subtotal"
> & {
  variant?: { title: string } | null;
  /** A gift card's recipient, when the line is one. */
  metadata?: LineItem["metadata"];
};
type ShownOrder = Pick<
  Order,
  | "currency_code"
  | "email"
  | "shipping_address"
  | "billing_address"
  | "subtotal"
  | "discount_total"
  | "gift_card_total"
  | "shipping_total"
  | "tax_total"
  | "total"
> & {
  items: ShownLine[];
  shipping_methods?: { shipping_option?: { name: string } }[];
  region?: { countries: Country[] } | null;
};

function Money({ amount, currencyCode }: { amount: number; currencyCode: string }) {
  return <>{formatExactAmount(amount, currencyCode)}</>;
}

export function OrderItems({ order }: { order: ShownOrder }) {
  return (
    <ul className="divide-y divide-line border-y border-line" aria-label="Items">
      {order.items.map((item) => (
        <li key={item.id} className="flex gap-4 py-4">
          <LineThumbnail line={item} size="small" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="text-sm font-medium text-ink">{item.title}</p>
            {item.variant?.title ? (
              <p className="text-sm text-muted">{item.variant.title}</p>
            ) : null}
            <LineRecipient line={item} />
            <p className="text-sm text-muted">Quantity: {item.quantity}</p>
          </div>
          <p className="text-sm font-medium whitespace-nowrap tabular-nums">
            <Money
              amount={item.subtotal ?? item.unit_price * item.quantity}
              currencyCode={order.currency_code}
            />
          </p>
        </li>
      ))}
    </ul>
  );
}

export function OrderTotals({ order }: { order: ShownOrder }) {
  const rows: { label: string; amount: number; negative?: boolean; hidden?: boolean }[] = [
    { label: "Subtotal", amount: order.subtotal },
    {
      label: "Discount",
      amount: order.discount_total,
      negative: true,
      hidden: !order.discount_total,
    },
    {
      label: "Gift card",
      amount: order.gift_card_total,
      negative: true,
      hidden: !order.gift_card_total,
    },
    { label: "Shipping", amount: order.shipping_total },
    { label: "Taxes", amount: order.tax_total },
  ];
  return (
    <dl className="flex flex-col gap-3 text-sm" aria-label="Order totals">
      {rows
        .filter((row) => !row.hidden)
        .map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-muted">{row.label}</dt>
            <dd className="tabular-nums">
              {row.negative ? "−" : ""}
              <Money amount={row.amount} currencyCode={order.currency_code} />
            </dd>
          </div>
        ))}
      <div className="mt-1 flex justify-between gap-4 border-t border-line pt-3 text-base font-medium">
        <dt>Total</dt>
        <dd className="tabular-nums">
          <Money amount={order.total} currencyCode={order.currency_code} />
        </dd>
      </div>
    </dl>
  );
}

function AddressBlock({
  title,
  address,
  countries,
}: {
  title: string;
  address: Address;
  countries?: Country[];
}) {
  return (
    <div>
      <h3 className="font-sans text-sm font-medium text-ink">{title}</h3>
      <address className="mt-2 text-sm leading-relaxed text-muted not-italic">
        {addressLines(address, countries).map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}

export function OrderAddresses({ order }: { order: ShownOrder }) {
  const shippingMethod = order.shipping_methods?.[0]?.shipping_option?.name;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {order.shipping_address ? (
        <AddressBlock
          title="Shipping address"
          address={order.shipping_address}
          countries={order.region?.countries}
        />
      ) : null}
      {order.billing_address ? (
        <AddressBlock
          title="Billing address"
          address={order.billing_address}
          countries={order.region?.countries}
        />
      ) : null}
      {shippingMethod ? (
        <div>
          <h3 className="font-sans text-sm font-medium text-ink">Delivery</h3>
          <p className="mt-2 text-sm text-muted">{shippingMethod}</p>
        </div>
      ) : null}
      <div>
        <h3 className="font-sans text-sm font-medium text-ink">Email</h3>
        <p className="mt-2 text-sm text-muted">{order.email}</p>
      </div>
    </div>
  );
}

/**
 * The order's lines and addresses beside its summary, as every order screen shows it. The items
 * get a heading of their own when `itemsHeading` says so (a hidden one is read out only);
 * `children` go under the totals.
 */
export function OrderOverview({
  order,
  headingLevel = 2,
  itemsHeading,
  children,
}: {
  order: ShownOrder;
  headingLevel?: 2 | 3;
  itemsHeading?: "visible" | "hidden";
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const itemsHeadingId = useId();
  const totalsHeadingId = useId();
  const details = (
    <>
      <OrderItems order={order} />
      <OrderAddresses order={order} />
    </>
  );
  return (
    <div className="grid grid-cols-1 items-start gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      {itemsHeading ? (
        <section aria-labelledby={itemsHeadingId} className="flex flex-col gap-8">
          <Heading
            id={itemsHeadingId}
            className={itemsHeading === "hidden" ? "sr-only" : "text-2xl"}
          >
            Items
          </Heading>
          {details}
        </section>
      ) : (
        <div className="flex flex-col gap-8">{details}</div>
      )}
      <section aria-labelledby={totalsHeadingId} className="border border-line bg-surface p-6">
        <Heading id={totalsHeadingId} className="mb-5 text-2xl">
          Summary
        </Heading>
        <OrderTotals order={order} />
        {children}
      </section>
    </div>
  );
}
