// What an order edit changes, line by line (added, quantity changed, removed), and its totals
// before and after with the difference to pay or to refund: the shop's edit page and the admin's
// edit panel. Every amount is the API's own (`formatExactAmount`).
import type { ReactNode } from "react";
import { formatExactAmount } from "@/modules/money/price-display";
import { editBalance, totalBeforeEdit, type EditChangeRow } from "../edit-changes";

const KIND_LABELS: Record<EditChangeRow["kind"], string> = {
  added: "Added",
  changed: "Quantity changed",
  removed: "Removed",
};

export function EditChangeList({
  changes,
  currencyCode,
  actions,
}: {
  changes: EditChangeRow[];
  currencyCode: string;
  /** Staff's buttons for one change (undo). */
  actions?: (change: EditChangeRow) => ReactNode;
}) {
  if (changes.length === 0) return <p className="text-sm text-muted">No changes yet.</p>;
  return (
    <ul className="divide-y divide-line border-y border-line" aria-label="Changes">
      {changes.map((change) => (
        <li
          key={change.changeId}
          className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm"
          data-testid="edit-change"
        >
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="font-medium text-ink">
              {change.title}
              <span className="ml-2 border border-line px-2 py-0.5 text-xs font-medium whitespace-nowrap">
                {KIND_LABELS[change.kind]}
              </span>
            </p>
            {change.description ? <p className="text-muted">{change.description}</p> : null}
            <p className="text-muted">
              {change.kind === "added"
                ? `Quantity: ${change.after}`
                : change.kind === "removed"
                  ? `Was ${change.before}, now none`
                  : `Quantity: ${change.before} → ${change.after}`}
            </p>
          </div>
          {change.subtotal !== null ? (
            <p className="font-medium whitespace-nowrap tabular-nums">
              {formatExactAmount(change.subtotal, currencyCode)}
            </p>
          ) : null}
          {actions?.(change)}
        </li>
      ))}
    </ul>
  );
}

/** The order's total before and after the edit, and what the difference means for the shopper. */
export function EditTotals({
  edit,
  currencyCode,
  audience,
}: {
  edit: { total: number; difference_due: number };
  currencyCode: string;
  audience: "shopper" | "staff";
}) {
  const balance = editBalance(edit.difference_due);
  const money = (amount: number) => formatExactAmount(amount, currencyCode);
  const balanceLabel =
    balance.kind === "pay"
      ? audience === "shopper"
        ? "To pay"
        : "Customer pays"
      : balance.kind === "refund"
        ? audience === "shopper"
          ? "To be refunded"
          : "To refund"
        : "Difference";
  return (
    <dl className="flex flex-col gap-3 text-sm" aria-label="Edit totals">
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Current total</dt>
        <dd className="tabular-nums">{money(totalBeforeEdit(edit))}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">New total</dt>
        <dd className="tabular-nums" data-testid="edit-new-total">
          {money(edit.total)}
        </dd>
      </div>
      <div className="mt-1 flex justify-between gap-4 border-t border-line pt-3 text-base font-medium">
        <dt>{balanceLabel}</dt>
        <dd className="tabular-nums" data-testid="edit-difference">
          {balance.kind === "none" ? "Nothing to pay or refund" : money(balance.amount)}
        </dd>
      </div>
    </dl>
  );
}
