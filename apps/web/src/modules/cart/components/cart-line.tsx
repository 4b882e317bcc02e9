"use client";

// One line of the cart page: picture, name, variant, unit price, quantity, line total, remove.
import { type LineItem } from "@atelier/commerce-client";
import Link from "next/link";
import { lineSubtotal } from "../cart-totals";
import { lineProductHref, lineVariantTitle } from "../line-display";
import { LineRecipient } from "./line-recipient";
import { LineQuantity } from "./line-quantity";
import { LineThumbnail } from "./line-thumbnail";
import { formatExactAmount } from "@/modules/money/price-display";

export function CartLine({
  line,
  currencyCode,
  isRemoving,
  onQuantityChange,
  onRemove,
}: {
  line: LineItem;
  currencyCode: string;
  isRemoving: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}) {
  const href = lineProductHref(line);
  const variantTitle = lineVariantTitle(line);

  return (
    <li
      aria-busy={isRemoving}
      className={`flex gap-4 py-6 transition-opacity sm:gap-6 ${isRemoving ? "opacity-50" : ""}`}
    >
      <LineThumbnail line={line} size="large" />
      <div className="grid min-w-0 flex-1 grid-cols-[1fr_auto] content-start gap-x-4 gap-y-4 sm:grid-cols-[1fr_auto_7rem]">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="font-sans text-base font-medium text-ink">
            {href ? (
              <Link href={href} className="hover:underline">
                {line.title}
              </Link>
            ) : (
              line.title
            )}
          </h3>
          {variantTitle ? <p className="text-sm text-muted">{variantTitle}</p> : null}
          <LineRecipient line={line} />
          <p className="text-sm text-muted">
            {formatExactAmount(line.unit_price, currencyCode)} each
          </p>
        </div>
        <p className="text-right text-base font-medium whitespace-nowrap text-ink tabular-nums sm:order-2">
          <span className="sr-only">Line total: </span>
          {formatExactAmount(lineSubtotal(line), currencyCode)}
        </p>
        <div className="col-span-2 flex items-center gap-5 sm:order-1 sm:col-span-1 sm:flex-col sm:items-end sm:gap-2">
          <LineQuantity
            title={line.title}
            quantity={line.quantity}
            disabled={isRemoving}
            onChange={onQuantityChange}
          />
          <button
            type="button"
            aria-label={isRemoving ? `Removing ${line.title}…` : `Remove ${line.title} from cart`}
            disabled={isRemoving}
            onClick={onRemove}
            className="text-sm text-muted underline-offset-4 hover:text-ink hover:underline disabled:cursor-wait disabled:no-underline"
          >
            {isRemoving ? "Removing…" : "Remove"}
          </button>
        </div>
      </div>
    </li>
  );
}
