import type { ProductStatus } from "@atelier/commerce-client";

const STATUS_LABELS: Record<ProductStatus, string> = {
  draft: "Draft",
  proposed: "Proposed",
  published: "Published",
  rejected: "Rejected",
};

const STATUS_CLASSES: Record<ProductStatus, string> = {
  draft: "border-line bg-sand",
  proposed: "border-warning/50 bg-warning/10",
  published: "border-success/50 bg-success/10",
  rejected: "border-danger/40 bg-danger/5",
};

export function productStatusLabel(status: ProductStatus): string {
  return STATUS_LABELS[status];
}

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span className={`inline-block border px-2 py-0.5 text-xs text-ink ${STATUS_CLASSES[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}
