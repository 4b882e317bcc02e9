"use client";

// The order's claims for staff (issue 13, docs/decisions.md "Claims"): each with its type, state,
// refund and items, and its actions; "Create claim" opens the form for goods that arrived
// damaged, wrong or not at all, answered with a refund or replacement items.
import type { AdminOrder } from "@atelier/commerce-client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { claimableQuantity } from "../claims";
import { useOrderAction } from "../use-order-action";
import { ActionSection } from "./action-section";
import { ClaimCard } from "./claim-card";
import { ClaimCreateForm, type ClaimRequest } from "./claim-create-form";

export function OrderClaimsPanel({ order }: { order: AdminOrder }) {
  const client = useAdminCommerce();
  const [creating, setCreating] = useState(false);
  const canCreate =
    order.status !== "canceled" &&
    order.status !== "archived" &&
    order.items.some((line) => claimableQuantity(line, order.claims) > 0);
  const create = useOrderAction(
    order.id,
    (request: ClaimRequest) => client.admin.orders.createClaim(order.id, request),
    "Claim created.",
  );
  if (order.claims.length === 0 && !canCreate) return null;

  return (
    <ActionSection id="order-claims" title="Claims">
      {order.claims.length > 0 ? (
        <ul className="flex flex-col gap-4" aria-label="Claims">
          {order.claims.map((claim, index) => (
            <ClaimCard key={claim.id} order={order} claim={claim} number={index + 1} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No claims for this order.</p>
      )}
      {canCreate && !creating ? (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => {
            create.reset();
            setCreating(true);
          }}
        >
          Create claim
        </Button>
      ) : null}
      {creating ? (
        <ClaimCreateForm
          order={order}
          pending={create.isPending}
          error={create.error}
          onSubmit={(request, settled) =>
            create.submit(request, { onSettled: settled, onSuccess: () => setCreating(false) })
          }
          onCancel={() => setCreating(false)}
        />
      ) : null}
    </ActionSection>
  );
}
