"use client";

// A discount's conditions (Medusa v1 discount conditions): each lists the products, collections
// or customer groups it names, with "in" (only these) or "not in" (all but these); staff add
// resources by searching, remove one at a time, or delete a whole condition. Product types and
// tags are edited through the API only.
import type { AdminDiscount, DiscountConditionType } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, SelectField, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { ActionSection } from "../../orders/components/action-section";
import { CONDITION_SEARCH_LIMIT } from "../constants";
import { discountKeys } from "../discount-keys";

type EditableKind = "products" | "product_collections" | "customer_groups";

const KIND_LABELS: Record<DiscountConditionType, string> = {
  products: "Products",
  product_types: "Product types",
  product_collections: "Collections",
  product_tags: "Product tags",
  customer_groups: "Customer groups",
};

const OPERATOR_LABELS = { in: "only these", not_in: "all but these" } as const;

/** Searches the resources of a kind staff may pick for a condition. */
function useResourceSearch(kind: EditableKind, q: string) {
  const client = useAdminCommerce();
  return useQuery({
    queryKey: discountKeys.resourceSearch(kind, q),
    queryFn: async (): Promise<{ id: string; label: string }[]> => {
      const query = { q: q || undefined, limit: CONDITION_SEARCH_LIMIT };
      if (kind === "products") {
        const { products } = await client.admin.products.list(query);
        return products.map((product) => ({ id: product.id, label: product.title }));
      }
      if (kind === "product_collections") {
        const { collections } = await client.admin.collections.list(query);
        return collections.map((collection) => ({ id: collection.id, label: collection.title }));
      }
      const { customer_groups: groups } = await client.admin.customerGroups.list(query);
      return groups.map((group) => ({ id: group.id, label: group.name }));
    },
  });
}

export function DiscountConditions({ discount }: { discount: AdminDiscount }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<EditableKind>("products");
  const [operator, setOperator] = useState<"in" | "not_in">("in");
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const results = useResourceSearch(kind, q);

  const settle = ({ discount: next }: { discount: AdminDiscount }) =>
    queryClient.setQueryData(discountKeys.detail(next.id), { discount: next });
  const add = useMutation({
    mutationFn: (id: string) =>
      client.admin.discounts.createCondition(discount.id, { operator, [kind]: [id] }),
    onSuccess: settle,
  });
  const removeResource = useMutation({
    mutationFn: ({ conditionId, id }: { conditionId: string; id: string }) =>
      client.admin.discounts.deleteConditionResourceBatch(discount.id, conditionId, {
        resources: [{ id }],
      }),
    onSuccess: settle,
  });
  const removeCondition = useMutation({
    mutationFn: (conditionId: string) =>
      client.admin.discounts.deleteCondition(discount.id, conditionId),
    onSuccess: settle,
  });
  const failure = add.error ?? removeResource.error ?? removeCondition.error;

  function searchResources(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQ(search.trim());
  }

  return (
    <ActionSection id="discount-conditions" title="Conditions">
      {discount.rule.conditions.length === 0 ? (
        <p className="text-sm text-muted">No conditions: the code applies to every item.</p>
      ) : (
        <ul aria-label="Conditions" className="flex flex-col gap-4">
          {discount.rule.conditions.map((condition) => {
            const resources = condition[condition.type] ?? [];
            const title = `${KIND_LABELS[condition.type]}: ${OPERATOR_LABELS[condition.operator]}`;
            return (
              <li key={condition.id} className="border border-line p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-medium">{title}</h3>
                  <Button
                    variant="secondary"
                    disabled={removeCondition.isPending}
                    onClick={() => removeCondition.mutate(condition.id)}
                  >
                    Delete condition
                  </Button>
                </div>
                <ul aria-label={title} className="mt-2 flex flex-col gap-1 text-sm">
                  {resources.map((resource) => (
                    <li key={resource.id} className="flex items-center justify-between gap-2">
                      {resource.label}
                      <Button
                        variant="secondary"
                        aria-label={`Remove ${resource.label}`}
                        disabled={removeResource.isPending}
                        onClick={() =>
                          removeResource.mutate({ conditionId: condition.id, id: resource.id })
                        }
                      >
                        Remove
                      </Button>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}

      <h3 className="font-medium">Add to a condition</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Condition on"
          value={kind}
          onChange={(event) => setKind(event.target.value as EditableKind)}
        >
          <option value="products">Products</option>
          <option value="product_collections">Collections</option>
          <option value="customer_groups">Customer groups</option>
        </SelectField>
        <SelectField
          label="Applies to"
          value={operator}
          onChange={(event) => setOperator(event.target.value as "in" | "not_in")}
        >
          <option value="in">Only these</option>
          <option value="not_in">All but these</option>
        </SelectField>
      </div>
      <form
        role="search"
        aria-label={`Search ${KIND_LABELS[kind].toLowerCase()}`}
        onSubmit={searchResources}
        className="flex items-end gap-2"
      >
        <TextField
          label={`Search ${KIND_LABELS[kind].toLowerCase()}`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="max-w-md flex-1"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <ul aria-label="Search results" className="flex flex-col gap-1 text-sm">
        {(results.data ?? []).map((resource) => (
          <li key={resource.id} className="flex items-center justify-between gap-2">
            {resource.label}
            <Button
              variant="secondary"
              aria-label={`Add ${resource.label}`}
              disabled={add.isPending}
              onClick={() => add.mutate(resource.id)}
            >
              Add
            </Button>
          </li>
        ))}
      </ul>
      <FormAlert>
        {results.isError ? errorMessage(results.error) : failure ? errorMessage(failure) : null}
      </FormAlert>
    </ActionSection>
  );
}
