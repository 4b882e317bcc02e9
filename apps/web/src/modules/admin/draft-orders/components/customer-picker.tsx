"use client";

// The draft's customer: staff search customers by name or email and choose one (their saved
// addresses are then offered), or leave it and type the email of someone without an account.
import type { AdminCustomer } from "@atelier/commerce-client";
import { useQuery } from "@tanstack/react-query";
import { useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { customerName } from "../../format";
import { CUSTOMER_SEARCH_LIMIT } from "../constants";
import { draftOrderKeys } from "../draft-order-keys";

export function CustomerPicker({
  chosen,
  onChoose,
}: {
  chosen: AdminCustomer | undefined;
  onChoose: (customer: AdminCustomer | undefined) => void;
}) {
  const client = useAdminCommerce();
  const [text, setText] = useState("");
  const [q, setQ] = useState<string | undefined>(undefined);
  const results = useQuery({
    queryKey: draftOrderKeys.customerSearch(q ?? ""),
    queryFn: () => client.admin.customers.list({ q, limit: CUSTOMER_SEARCH_LIMIT }),
    enabled: q !== undefined && !chosen,
  });
  const searchOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    setQ(text.trim());
  };

  if (chosen) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 border border-line p-4 text-sm">
        <p data-testid="draft-customer">
          <span className="font-medium">{customerName(chosen)}</span>
          <span className="text-muted"> · {chosen.email}</span>
        </p>
        <Button variant="secondary" onClick={() => onChoose(undefined)}>
          Change customer
        </Button>
      </div>
    );
  }
  const customers = results.data?.customers ?? [];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Find a customer"
          hint="A name or an email."
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={searchOnEnter}
          className="w-72"
        />
        <Button variant="secondary" onClick={() => setQ(text.trim())}>
          Find customer
        </Button>
      </div>
      <FormAlert>{results.isError ? errorMessage(results.error) : null}</FormAlert>
      {results.data && customers.length === 0 ? (
        <p className="text-sm text-muted">No customers match. Type the email below instead.</p>
      ) : null}
      {customers.length > 0 ? (
        <ul aria-label="Customers found" className="divide-y divide-line border-y border-line">
          {customers.map((customer) => (
            <li key={customer.id} className="flex items-center justify-between gap-4 py-2 text-sm">
              <span>
                {customerName(customer)}
                <span className="text-muted">
                  {" "}
                  · {customer.email} · {customer.has_account ? "Registered" : "Guest"}
                </span>
              </span>
              <Button
                variant="secondary"
                aria-label={`Choose ${customer.email}`}
                onClick={() => onChoose(customer)}
              >
                Choose
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
