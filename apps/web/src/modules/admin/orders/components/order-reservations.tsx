"use client";

// The stock an order holds (issue 15): each line's reservations, at which location and how many.
// Fetched again whenever the order changes (a fulfilment consumes them, a cancel frees them).
import type { AdminOrder } from "@atelier/commerce-client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminTable } from "../../components/admin-table";
import { LOCATION_PATHS } from "../../locations/constants";
import { locationKeys } from "../../locations/location-keys";
import { ActionSection } from "./action-section";

const RESERVATIONS_LIMIT = 100;

export function OrderReservations({ order }: { order: AdminOrder }) {
  const client = useAdminCommerce();
  const reservations = useQuery({
    queryKey: [...locationKeys.orderReservations(order.id), order.updated_at],
    queryFn: async () =>
      (await client.admin.reservations.listByOrder(order.id, { limit: RESERVATIONS_LIMIT }))
        .reservations,
    staleTime: 0,
  });
  const locations = useQuery({
    queryKey: locationKeys.list(),
    queryFn: async () =>
      (await client.admin.stockLocations.list({ expand: ["address"], order: "name", limit: 200 }))
        .stock_locations,
  });
  const lineTitle = (lineId: string | null) => {
    const line = order.items.find((item) => item.id === lineId);
    if (!line) return "—";
    return line.variant?.title ? `${line.title} — ${line.variant.title}` : line.title;
  };
  const location = (id: string) => locations.data?.find((candidate) => candidate.id === id);

  return (
    <ActionSection id="order-reservations" title="Reservations">
      <FormAlert>{reservations.isError ? errorMessage(reservations.error) : null}</FormAlert>
      {reservations.data && reservations.data.length === 0 ? (
        <p className="text-sm text-muted">No stock is reserved for this order.</p>
      ) : null}
      {reservations.data && reservations.data.length > 0 ? (
        <AdminTable
          caption="Stock reserved for this order"
          columns={[
            { label: "Item" },
            { label: "Location" },
            { label: "Quantity", className: "text-right" },
          ]}
        >
          {reservations.data.map((reservation) => (
            <tr key={reservation.id} data-testid="order-reservation">
              <td className="py-2">{lineTitle(reservation.line_item_id)}</td>
              <td className="py-2">
                <Link
                  href={LOCATION_PATHS.detail(reservation.location_id)}
                  className="underline underline-offset-4"
                >
                  {location(reservation.location_id)?.name ?? reservation.location_id}
                </Link>
              </td>
              <td className="py-2 text-right tabular-nums">{reservation.quantity}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </ActionSection>
  );
}
