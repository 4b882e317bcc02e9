// Staff see the order's statuses as the API names them (contract medusa-v1 §13), in words.
const SPECIAL: Record<string, string> = { requires_action: "Needs attention" };

/** `partially_refunded` → "Partially refunded". */
export function staffStatusLabel(status: string): string {
  if (SPECIAL[status]) return SPECIAL[status];
  const words = status.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
