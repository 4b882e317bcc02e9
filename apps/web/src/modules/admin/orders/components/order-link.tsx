// A link to an order's admin page, named by its number; a dash when the order is not known.
import Link from "next/link";
import { orderNumber } from "@/modules/account/order-display";
import { ADMIN_PATHS } from "../../constants";

export function OrderLink({ order }: { order: { id: string; display_id: number } | null }) {
  if (!order) return <>—</>;
  return (
    <Link
      href={`${ADMIN_PATHS.orders}/${order.id}`}
      className="font-medium underline-offset-4 hover:underline"
    >
      Order {orderNumber(order)}
    </Link>
  );
}
