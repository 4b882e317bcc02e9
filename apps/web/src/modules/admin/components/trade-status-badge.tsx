import type { TradeStatus } from "@atelier/commerce-client";

const STATUS_LABELS: Record<TradeStatus, string> = {
  pending: "Pending review",
  approved: "Approved",
  rejected: "Rejected",
};

const STATUS_CLASSES: Record<TradeStatus, string> = {
  pending: "border-warning/50 bg-warning/10",
  approved: "border-success/50 bg-success/10",
  rejected: "border-danger/40 bg-danger/5",
};

export function TradeStatusBadge({ status }: { status: TradeStatus }) {
  return (
    <span className={`inline-block border px-2 py-0.5 text-xs text-ink ${STATUS_CLASSES[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}
