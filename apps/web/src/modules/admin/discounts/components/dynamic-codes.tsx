"use client";

// The codes of a dynamic discount (Medusa v1 dynamic codes): each shares the discount's rule,
// conditions and regions, and ends the discount's validity after it is made. Staff add one by
// typing it and delete one that should no longer work.
import type { AdminDiscount } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { shortDate } from "../../format";
import { ActionSection } from "../../orders/components/action-section";
import { DYNAMIC_CODES_LIMIT } from "../constants";
import { discountKeys } from "../discount-keys";
import { usageText } from "../discount-input";

export function DynamicCodes({ discount }: { discount: AdminDiscount }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const codes = useQuery({
    queryKey: discountKeys.dynamicCodes(discount.id),
    queryFn: () =>
      client.admin.discounts.list({ parent_discount_id: discount.id, limit: DYNAMIC_CODES_LIMIT }),
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: discountKeys.dynamicCodes(discount.id) });
  const create = useMutation({
    mutationFn: (next: string) =>
      client.admin.discounts.createDynamicCode(discount.id, { code: next }),
    onSuccess: () => {
      setCode("");
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (existing: string) =>
      client.admin.discounts.deleteDynamicCode(discount.id, existing),
    onSuccess: () => void refresh(),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.trim();
    if (typed === "" || /\s/.test(typed)) {
      setError("Enter a code without spaces.");
      return;
    }
    setError(undefined);
    create.mutate(typed);
  }

  const failure = create.error ?? remove.error ?? codes.error;
  return (
    <ActionSection id="discount-dynamic-codes" title="Dynamic codes">
      <p className="text-sm text-muted">
        {discount.valid_duration
          ? `Each code is valid for ${discount.valid_duration.replace(/^P(\d+)D$/, "$1 days")} after it is made.`
          : "Codes are valid until the discount ends."}
      </p>
      {codes.data && codes.data.discounts.length === 0 ? (
        <p className="text-sm text-muted">No codes yet.</p>
      ) : null}
      {codes.data && codes.data.discounts.length > 0 ? (
        <ul aria-label="Codes" className="flex flex-col gap-1 text-sm">
          {codes.data.discounts.map((each) => (
            <li key={each.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-medium">{each.code}</span>
                <span className="text-muted">
                  {" "}
                  · uses {usageText(each)}
                  {each.ends_at ? ` · ends ${shortDate(each.ends_at)}` : ""}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={`Delete code ${each.code}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(each.code)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        noValidate
        aria-label="Add a code"
        onSubmit={submit}
        className="flex flex-wrap items-end gap-2"
      >
        <TextField
          label="New code"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
          className="max-w-xs flex-1"
        />
        <Button type="submit" disabled={create.isPending}>
          Add code
        </Button>
      </form>
      <FormAlert>{failure ? errorMessage(failure) : null}</FormAlert>
    </ActionSection>
  );
}
