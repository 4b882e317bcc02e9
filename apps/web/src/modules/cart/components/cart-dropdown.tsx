"use client";

// The header's cart panel: the lines with thumbnails, the subtotal and the way to the cart page.
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { useCart } from "../cart-context";
import { lineSubtotal } from "../cart-totals";
import { lineProductHref, lineVariantTitle } from "../line-display";
import { CartPanelHeading, CartPanelLoading } from "./cart-panel-heading";
import { LineRecipient } from "./line-recipient";
import { LineThumbnail } from "./line-thumbnail";
import { EXCL_TAXES_LABEL, formatExactAmount } from "@/modules/money/price-display";

export function CartDropdown({
  headingId,
  onNavigate,
}: {
  headingId: string;
  onNavigate: () => void;
}) {
  const { cart } = useCart();

  return (
    <>
      <CartPanelHeading headingId={headingId} />

      {!cart ? (
        <CartPanelLoading />
      ) : cart.items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 px-5 py-8 text-center">
          <p className="text-sm text-muted">Your cart is empty.</p>
          <Link href="/shop" onClick={onNavigate} className={buttonClassName("secondary")}>
            Explore the shop
          </Link>
        </div>
      ) : (
        <>
          <ul className="max-h-[min(22rem,55vh)] divide-y divide-line overflow-y-auto px-5">
            {cart.items.map((line) => {
              const href = lineProductHref(line);
              const variantTitle = lineVariantTitle(line);
              return (
                <li key={line.id} className="flex gap-4 py-4">
                  <LineThumbnail line={line} size="small" />
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
                    {href ? (
                      <Link
                        href={href}
                        onClick={onNavigate}
                        className="truncate font-medium text-ink hover:underline"
                      >
                        {line.title}
                      </Link>
                    ) : (
                      <span className="truncate font-medium text-ink">{line.title}</span>
                    )}
                    {variantTitle ? (
                      <span className="truncate text-muted">{variantTitle}</span>
                    ) : null}
                    <LineRecipient line={line} className="truncate text-muted" />
                    <span className="text-muted">Qty {line.quantity}</span>
                  </div>
                  <span className="text-sm whitespace-nowrap text-ink">
                    {formatExactAmount(lineSubtotal(line), cart.region.currency_code)}
                  </span>
                </li>
              );
            })}
          </ul>
          <div className="border-t border-line px-5 py-4">
            <div className="flex items-baseline justify-between text-sm">
              <span className="font-medium text-ink">
                Subtotal <span className="font-normal text-muted">({EXCL_TAXES_LABEL})</span>
              </span>
              <span className="font-medium text-ink">
                {formatExactAmount(cart.subtotal, cart.region.currency_code)}
              </span>
            </div>
            <Link
              href="/cart"
              onClick={onNavigate}
              className={buttonClassName("primary", "mt-4 w-full")}
            >
              View cart
            </Link>
          </div>
        </>
      )}
    </>
  );
}
