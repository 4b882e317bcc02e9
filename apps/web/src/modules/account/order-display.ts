// Words and dates for orders as the customer sees them.
import type {
  FulfillmentStatus,
  Order,
  OrderStatus,
  PaymentStatus,
} from "@atelier/commerce-client";
import { DEFAULT_LOCALE } from "@atelier/commerce-client";

const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Placed",
  completed: "Completed",
  archived: "Archived",
  canceled: "Cancelled",
  requires_action: "Needs attention",
};

const FULFILLMENT_STATUS_LABELS: Record<FulfillmentStatus, string> = {
  not_fulfilled: "Being prepared",
  partially_fulfilled: "Partly packed",
  fulfilled: "Packed",
  partially_shipped: "Partly shipped",
  shipped: "Shipped",
  partially_returned: "Partly returned",
  returned: "Returned",
  canceled: "Cancelled",
  requires_action: "Needs attention",
};

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  not_paid: "Not paid",
  awaiting: "Awaiting payment",
  captured: "Paid",
  partially_refunded: "Partly refunded",
  refunded: "Refunded",
  canceled: "Cancelled",
  requires_action: "Needs attention",
};

export function orderStatusLabel(order: Pick<Order, "status">): string {
  return ORDER_STATUS_LABELS[order.status] ?? order.status;
}

export function fulfillmentStatusLabel(order: Pick<Order, "fulfillment_status">): string {
  return FULFILLMENT_STATUS_LABELS[order.fulfillment_status] ?? order.fulfillment_status;
}

export function paymentStatusLabel(order: Pick<Order, "payment_status">): string {
  return PAYMENT_STATUS_LABELS[order.payment_status] ?? order.payment_status;
}

export function orderDate(isoDate: string): string {
  return new Intl.DateTimeFormat(DEFAULT_LOCALE, { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(isoDate),
  );
}

/** The number customers know an order by. */
export function orderNumber(order: Pick<Order, "display_id">): string {
  return `#${order.display_id}`;
}

export function orderItemCount(order: Pick<Order, "items">): number {
  return order.items.reduce((count, item) => count + item.quantity, 0);
}
