"use client";

// Exports (issue 15): "Export products" and "Export orders" create jobs the API runs in the
// background; the list below follows them.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/modules/account/error-message";
import { FormAlert } from "@/modules/account/components/form-field";
import { useAdminCommerce } from "@/modules/commerce/use-admin-commerce";
import { ActionSection } from "../../orders/components/action-section";
import { useSingleFlight } from "../../orders/use-single-flight";
import { batchJobTypeLabel } from "../batch-job-display";
import { batchJobKeys } from "../batch-job-keys";

type ExportType = "product-export" | "order-export";

export function ExportJobs() {
  const client = useAdminCommerce();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (type: ExportType) =>
      (await client.admin.batchJobs.create({ type, context: {}, dry_run: false })).batch_job,
    onSuccess: (job) => {
      queryClient.setQueryData(batchJobKeys.detail(job.id), job);
      void queryClient.invalidateQueries({ queryKey: batchJobKeys.lists() });
      toast.success(`${batchJobTypeLabel(job.type)} started`);
    },
  });
  const submit = useSingleFlight(mutation);

  return (
    <ActionSection id="export-products" title="Export">
      <p className="text-sm text-muted">
        Every product (one row per variant, in the columns the import reads) or every order, as a
        CSV file. The file is ready to download from the list below when the export completes.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => submit("product-export")} disabled={mutation.isPending}>
          Export products
        </Button>
        <Button
          variant="secondary"
          onClick={() => submit("order-export")}
          disabled={mutation.isPending}
        >
          Export orders
        </Button>
      </div>
      <FormAlert>{mutation.isError ? errorMessage(mutation.error) : null}</FormAlert>
    </ActionSection>
  );
}
