"use client";

// Locations (issue 15): every place stock is kept, the warehouse and the showrooms, with its
// city; each opens to its stock. The form below adds a location.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { AdminTable } from "../components/admin-table";
import { ActionSection } from "../orders/components/action-section";
import { useSingleFlight } from "../orders/use-single-flight";
import { LocationForm } from "./components/location-form";
import { LOCATION_PATHS } from "./constants";
import { locationDraft, type LocationPayload } from "./location-input";
import { locationKeys } from "./location-keys";

export function LocationsTemplate() {
  const client = useAdminCommerce();
  const router = useRouter();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: locationKeys.list(),
    queryFn: async () =>
      (await client.admin.stockLocations.list({ expand: ["address"], order: "name", limit: 200 }))
        .stock_locations,
    staleTime: 0,
  });
  const create = useMutation({
    mutationFn: (payload: LocationPayload) => client.admin.stockLocations.create(payload),
    onSuccess: ({ stock_location: location }) => {
      void queryClient.invalidateQueries({ queryKey: locationKeys.list() });
      toast.success(`${location.name} added`);
      router.push(LOCATION_PATHS.detail(location.id));
    },
  });
  const submit = useSingleFlight(create);

  return (
    <>
      <AdminPageHeader
        title="Locations"
        description="Where stock is kept: the warehouse and the showrooms. Open one to see and move its stock."
      />
      <FormAlert>{list.isError ? errorMessage(list.error) : null}</FormAlert>
      {list.data && list.data.length === 0 ? <p className="text-muted">No locations yet.</p> : null}
      {list.data && list.data.length > 0 ? (
        <AdminTable caption="Stock locations" columns={[{ label: "Name" }, { label: "City" }]}>
          {list.data.map((location) => (
            <tr key={location.id}>
              <td className="py-3">
                <Link
                  href={LOCATION_PATHS.detail(location.id)}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {location.name}
                </Link>
              </td>
              <td className="py-3">{location.address?.city ?? "—"}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <div className="mt-8">
        <ActionSection id="add-location" title="Add a location">
          <LocationForm
            initial={locationDraft()}
            submitLabel="Add location"
            pendingLabel="Adding…"
            pending={create.isPending}
            error={create.isError ? errorMessage(create.error) : null}
            onSubmit={submit}
          />
        </ActionSection>
      </div>
    </>
  );
}
