"use client";

// One trade application under review (issue 4): its details, and approve or reject, each asked
// for in the confirmation dialog (reject in the danger variant; "Processing..." while it runs).
import type { TradeProfessional } from "@atelier/commerce-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { AdminPageHeader } from "../components/admin-page-header";
import { TradeStatusBadge } from "../components/trade-status-badge";
import { ADMIN_PATHS } from "../constants";
import { shortDate } from "../format";
import { adminKeys } from "../query-keys";

type Decision = "approve" | "reject";

const DECISIONS: Record<
  Decision,
  { title: string; message: (name: string) => string; label: string; done: string }
> = {
  approve: {
    title: "Approve application",
    message: (name) => `${name} joins the trade programme and sees trade prices when signed in.`,
    label: "Approve",
    done: "approved",
  },
  reject: {
    title: "Reject application",
    message: (name) => `${name} will not get trade prices. You can approve them later.`,
    label: "Reject",
    done: "rejected",
  },
};

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-muted">{label}</dt>
      <dd>{value ?? "—"}</dd>
    </div>
  );
}

export function TradeProfessionalTemplate({ id }: { id: string }) {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const applicant = useQuery({
    queryKey: adminKeys.tradeProfessional(id),
    queryFn: async () => (await client.admin.tradeProfessionals.retrieve(id)).trade_professional,
  });
  const review = useMutation({
    mutationFn: (decision: Decision) =>
      decision === "approve"
        ? client.admin.tradeProfessionals.approve(id)
        : client.admin.tradeProfessionals.reject(id),
    onSuccess: ({ trade_professional: updated }, decision) => {
      queryClient.setQueryData<TradeProfessional>(adminKeys.tradeProfessional(id), updated);
      void queryClient.invalidateQueries({ queryKey: adminKeys.tradeProfessionals() });
      toast.success(`${updated.name ?? updated.email} was ${DECISIONS[decision].done}.`);
      setDeciding(null);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const data = applicant.data;
  const name = data ? (data.name ?? data.email) : "";
  return (
    <>
      <Link href={ADMIN_PATHS.landing} className="text-sm underline underline-offset-4">
        ← All trade professionals
      </Link>
      <FormAlert>{applicant.isError ? errorMessage(applicant.error) : null}</FormAlert>
      {data ? (
        <>
          <div className="mt-4">
            <AdminPageHeader title={name} description={data.email}>
              <TradeStatusBadge status={data.trade_status} />
            </AdminPageHeader>
          </div>
          <dl className="grid gap-6 sm:grid-cols-2">
            <Detail label="Company" value={data.company} />
            <Detail label="Trade" value={data.trade_type} />
            <Detail label="Website" value={data.website} />
            <Detail label="Tax id" value={data.tax_id} />
            <Detail label="Phone" value={data.phone} />
            <Detail label="Applied" value={shortDate(data.trade_applied_at)} />
            <Detail label="Reviewed" value={shortDate(data.trade_reviewed_at)} />
            <Detail
              label="Customer account"
              value={data.customer_id ? "Yes" : "Not yet: approval applies once they register"}
            />
          </dl>
          <div className="mt-8 flex gap-3">
            {data.trade_status !== "approved" ? (
              <Button onClick={() => setDeciding("approve")}>Approve</Button>
            ) : null}
            {data.trade_status !== "rejected" ? (
              <Button variant="secondary" onClick={() => setDeciding("reject")}>
                Reject
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
      <ConfirmDialog
        open={deciding !== null}
        title={deciding ? DECISIONS[deciding].title : ""}
        message={deciding ? DECISIONS[deciding].message(name) : ""}
        confirmLabel={deciding ? DECISIONS[deciding].label : ""}
        variant={deciding === "reject" ? "danger" : "default"}
        busy={review.isPending}
        onConfirm={() => deciding && review.mutate(deciding)}
        onCancel={() => setDeciding(null)}
      />
    </>
  );
}
