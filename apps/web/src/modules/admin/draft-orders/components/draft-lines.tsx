"use client";

// A draft's lines: while it is open, each quantity can be changed and each line removed, and
// catalogue or custom items added (Medusa v1 draft-order line-item routes).
import type { DraftOrder, LineItem } from "@atelier/commerce-client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { ActionSection } from "../../orders/components/action-section";
import { formatOrderMoney } from "../../orders/money-input";
import { quantityError } from "../draft-order-input";
import { useDraftChange } from "../use-draft-change";
import { CustomItemFields } from "./custom-item-fields";
import { VariantPicker } from "./variant-picker";

function LineRow({
  line,
  currencyCode,
  editable,
  busy,
  onQuantity,
  onRemove,
}: {
  line: LineItem;
  currencyCode: string;
  editable: boolean;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [error, setError] = useState<string | undefined>();
  const changed = quantity.trim() !== String(line.quantity);
  // A variant line's description is its variant ("Queen / Clay"): two sizes of a bed differ by it.
  const name =
    line.variant_id && line.description ? `${line.title} · ${line.description}` : line.title;
  function save() {
    const found = quantityError(quantity);
    setError(found);
    if (!found) onQuantity(Number(quantity));
  }
  return (
    <tr data-testid="draft-line">
      <td className="py-3 pr-4">
        {line.title}
        {line.variant_id ? null : <span className="text-muted"> · custom item</span>}
        {line.variant_id && line.description ? (
          <span className="block text-xs text-muted">{line.description}</span>
        ) : null}
      </td>
      <td className="py-3 pr-4 text-right tabular-nums">
        {formatOrderMoney(line.unit_price, currencyCode)}
      </td>
      <td className="py-3 pr-4">
        {editable ? (
          <div className="flex items-start gap-2">
            <TextField
              label={`Quantity of ${name}`}
              inputMode="numeric"
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
              error={error}
              className="w-24 [&_label]:sr-only"
            />
            {changed ? (
              <Button variant="secondary" disabled={busy} onClick={save}>
                Save
              </Button>
            ) : null}
          </div>
        ) : (
          <span className="tabular-nums">{line.quantity}</span>
        )}
      </td>
      <td className="py-3 pr-4 text-right tabular-nums">
        {formatOrderMoney(line.subtotal ?? line.unit_price * line.quantity, currencyCode)}
      </td>
      {editable ? (
        <td className="py-3 text-right">
          <Button variant="ghost" disabled={busy} aria-label={`Remove ${name}`} onClick={onRemove}>
            Remove
          </Button>
        </td>
      ) : null}
    </tr>
  );
}

export function DraftLines({ draft }: { draft: DraftOrder }) {
  const client = useAdminCommerce();
  const cart = draft.cart;
  const editable = draft.status === "open";
  const add = useDraftChange(
    draft.id,
    (line: { variant_id?: string; title?: string; unit_price?: number; quantity: number }) =>
      client.admin.draftOrders.addLineItem(draft.id, line),
    "Item added.",
  );
  const update = useDraftChange(
    draft.id,
    ({ lineId, quantity }: { lineId: string; quantity: number }) =>
      client.admin.draftOrders.updateLineItem(draft.id, lineId, { quantity }),
    "Quantity changed.",
  );
  const remove = useDraftChange(
    draft.id,
    (lineId: string) => client.admin.draftOrders.removeLineItem(draft.id, lineId),
    "Item removed.",
  );
  if (!cart) return null;
  const currencyCode = cart.region.currency_code;
  const busy = add.isPending || update.isPending || remove.isPending;
  const failed = [add, update, remove].find((each) => each.isError);

  return (
    <ActionSection id="draft-lines" title="Items">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Items of the draft order</caption>
        <thead className="border-b border-line text-muted">
          <tr>
            <th scope="col" className="py-2 font-medium">
              Item
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Unit price
            </th>
            <th scope="col" className="py-2 font-medium">
              Quantity
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              Amount
            </th>
            {editable ? (
              <th scope="col" className="py-2">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {cart.items.map((line) => (
            <LineRow
              key={`${line.id}-${line.quantity}`}
              line={line}
              currencyCode={currencyCode}
              editable={editable}
              busy={busy}
              onQuantity={(quantity) => update.submit({ lineId: line.id, quantity })}
              onRemove={() => remove.submit(line.id)}
            />
          ))}
        </tbody>
      </table>
      <FormAlert>{failed ? errorMessage(failed.error) : null}</FormAlert>
      {editable ? (
        <div className="flex flex-col gap-6 border-t border-line pt-4">
          <VariantPicker
            currencyCode={currencyCode}
            busy={busy}
            onAdd={(variant) => add.submit({ variant_id: variant.id, quantity: 1 })}
          />
          <CustomItemFields
            currencyCode={currencyCode}
            busy={busy}
            onAdd={(item, added) => add.submit(item, { onSuccess: added })}
          />
        </div>
      ) : null}
    </ActionSection>
  );
}
