"use client";

// A location's own details (issue 15): its name and address, edited in place, and deleting it,
// which the API refuses while orders hold stock reserved there.
import type { StockLocation } from "@atelier/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { ActionSection } from "../../orders/components/action-section";
import { useSingleFlight } from "../../orders/use-single-flight";
import { LOCATION_PATHS } from "../constants";
import { locationDraft, type LocationPayload } from "../location-input";
import { locationKeys } from "../location-keys";
import { LocationForm } from "./location-form";

export function LocationActions({ location }: { location: StockLocation }) {
  const client = useAdminCommerce();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const update = useMutation({
    mutationFn: (payload: LocationPayload) =>
      client.admin.stockLocations.update(location.id, payload),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: locationKeys.detail(location.id) });
      void queryClient.invalidateQueries({ queryKey: locationKeys.list() });
      toast.success("Location saved");
    },
  });
  const submit = useSingleFlight(update);
  const remove = useMutation({
    mutationFn: () => client.admin.stockLocations.delete(location.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: locationKeys.detail(location.id) });
      void queryClient.invalidateQueries({ queryKey: locationKeys.list() });
      toast.success(`${location.name} deleted`);
      router.push(LOCATION_PATHS.list);
    },
  });

  return (
    <ActionSection id="location-details" title="Name and address">
      <LocationForm
        initial={locationDraft(location)}
        submitLabel="Save location"
        pendingLabel="Saving…"
        pending={update.isPending}
        error={update.isError ? errorMessage(update.error) : null}
        onSubmit={submit}
      />
      <FormAlert>{remove.isError ? errorMessage(remove.error) : null}</FormAlert>
      <div>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          Delete location
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete this location?"
        message={`${location.name} and its stock levels go; sales channels stop using it.`}
        confirmLabel="Delete location"
        variant="danger"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </ActionSection>
  );
}
