"use client";

// One variant's stock at a location (issue 15): set the stocked quantity, move units to another
// location, each with a required reason; and the item's history of such changes, with who made
// them and when. A change refetches the location's stock and the history.
import type { StockLocation } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert, SelectField, TextField } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminTable } from "../../components/admin-table";
import { ActionSection } from "../../orders/components/action-section";
import { useSingleFlight } from "../../orders/use-single-flight";
import { formatDelta, parseQuantity, reasonError, type StockRow } from "../location-input";
import { locationKeys } from "../location-keys";

function useStockChange<Input>(itemId: string, run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: locationKeys.stocks() });
      void queryClient.invalidateQueries({ queryKey: locationKeys.adjustments(itemId) });
    },
  });
  return { ...mutation, submit: useSingleFlight(mutation) };
}

function AdjustForm({ row, locationId }: { row: StockRow; locationId: string }) {
  const client = useAdminCommerce();
  const [stocked, setStocked] = useState(String(row.stocked));
  const [reason, setReason] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const quantity = parseQuantity(stocked);
  const change = useStockChange(row.itemId, (input: { stocked_quantity: number; reason: string }) =>
    client.admin.inventoryItems.updateLocationLevel(row.itemId, locationId, input),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!quantity.ok || reasonError(reason)) return;
    change.submit(
      { stocked_quantity: quantity.quantity, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason("");
          setSubmitted(false);
          toast.success("Stock adjusted");
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[8rem_1fr_auto]">
      <TextField
        label="In stock"
        inputMode="numeric"
        value={stocked}
        onChange={(event) => setStocked(event.target.value)}
        error={submitted && !quantity.ok ? quantity.error : undefined}
      />
      <TextField
        label="Reason for the adjustment"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={submitted ? reasonError(reason) : undefined}
      />
      <div className="self-end">
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          {change.isPending ? "Saving…" : "Adjust"}
        </Button>
      </div>
      <div className="sm:col-span-3">
        <FormAlert>{change.isError ? errorMessage(change.error) : null}</FormAlert>
      </div>
    </form>
  );
}

function MoveForm({
  row,
  locationId,
  locations,
}: {
  row: StockRow;
  locationId: string;
  locations: StockLocation[];
}) {
  const client = useAdminCommerce();
  const targets = locations.filter((location) => location.id !== locationId);
  const [chosenTarget, setTarget] = useState("");
  const [units, setUnits] = useState("1");
  const [reason, setReason] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const target = chosenTarget || targets[0]?.id || "";
  const quantity = parseQuantity(units, 1);
  const change = useStockChange(
    row.itemId,
    (input: { to_location_id: string; quantity: number; reason: string }) =>
      client.admin.inventoryItems.transfer(row.itemId, { from_location_id: locationId, ...input }),
  );

  if (targets.length === 0) {
    return <p className="text-sm text-muted">Add another location to move stock to it.</p>;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!quantity.ok || reasonError(reason) || target === "") return;
    const name = targets.find((location) => location.id === target)?.name ?? "";
    change.submit(
      { to_location_id: target, quantity: quantity.quantity, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason("");
          setSubmitted(false);
          toast.success(`Moved ${quantity.quantity} to ${name}`);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_6rem]">
      <SelectField label="To" value={target} onChange={(event) => setTarget(event.target.value)}>
        {targets.map((location) => (
          <option key={location.id} value={location.id}>
            {location.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Units"
        inputMode="numeric"
        value={units}
        onChange={(event) => setUnits(event.target.value)}
        error={submitted && !quantity.ok ? quantity.error : undefined}
      />
      <TextField
        label="Reason for the move"
        className="sm:col-span-2"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={submitted ? reasonError(reason) : undefined}
      />
      <div>
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          {change.isPending ? "Moving…" : "Move stock"}
        </Button>
      </div>
      <div className="sm:col-span-2">
        <FormAlert>{change.isError ? errorMessage(change.error) : null}</FormAlert>
      </div>
    </form>
  );
}

function History({ itemId, locations }: { itemId: string; locations: StockLocation[] }) {
  const client = useAdminCommerce();
  const history = useQuery({
    queryKey: locationKeys.adjustments(itemId),
    queryFn: async () =>
      (await client.admin.inventoryItems.listAdjustments(itemId, { limit: 50 })).adjustments,
    staleTime: 0,
  });
  // Who made a change: the team's names, when this member may read the team.
  const team = useQuery({
    queryKey: [...locationKeys.list(), "team"],
    queryFn: async () => (await client.admin.users.list()).users,
    retry: false,
  });
  const locationName = (id: string) => locations.find((location) => location.id === id)?.name ?? id;
  const staffName = (id: string | null) => {
    if (id === null) return "System";
    const user = team.data?.find((member) => member.id === id);
    if (!user) return "Staff";
    return [user.first_name, user.last_name].filter(Boolean).join(" ") || user.email;
  };
  const when = new Intl.DateTimeFormat("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });

  return (
    <>
      <FormAlert>{history.isError ? errorMessage(history.error) : null}</FormAlert>
      {history.data && history.data.length === 0 ? (
        <p className="text-sm text-muted">No adjustments yet.</p>
      ) : null}
      {history.data && history.data.length > 0 ? (
        <AdminTable
          caption="Stock adjustments"
          columns={[
            { label: "When" },
            { label: "Location" },
            { label: "Change", className: "text-right" },
            { label: "Reason", className: "pl-4" },
            { label: "By" },
          ]}
        >
          {history.data.map((adjustment) => (
            <tr key={adjustment.id}>
              <td className="py-2">{when.format(new Date(adjustment.created_at))}</td>
              <td className="py-2">{locationName(adjustment.location_id)}</td>
              <td className="py-2 text-right tabular-nums">{formatDelta(adjustment.delta)}</td>
              <td className="py-2 pl-4">{adjustment.reason ?? "—"}</td>
              <td className="py-2">{staffName(adjustment.created_by)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </>
  );
}

export function StockItemPanel({
  row,
  title,
  locationId,
  locations,
}: {
  row: StockRow;
  title: string;
  locationId: string;
  locations: StockLocation[];
}) {
  return (
    <ActionSection id="stock-item" title={title}>
      <p className="text-sm text-muted">
        {row.stocked} in stock · {row.reserved} reserved · {row.available} available
      </p>
      <h3 className="text-base font-medium">Adjust the stocked quantity</h3>
      <AdjustForm key={`${row.itemId}-${row.stocked}`} row={row} locationId={locationId} />
      <h3 className="text-base font-medium">Move stock to another location</h3>
      <MoveForm key={row.itemId} row={row} locationId={locationId} locations={locations} />
      <h3 className="text-base font-medium">History</h3>
      <History itemId={row.itemId} locations={locations} />
    </ActionSection>
  );
}
