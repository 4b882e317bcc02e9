"use client";

// Import / Export (issue 15): import products from a CSV file (a dry run first), export products
// or orders to CSV files, and follow the staff member's recent jobs.
import { AdminPageHeader } from "../components/admin-page-header";
import { ExportJobs } from "./components/export-jobs";
import { ImportProducts } from "./components/import-products";
import { RecentJobs } from "./components/recent-jobs";

export function ImportExportTemplate() {
  return (
    <>
      <AdminPageHeader
        title="Import / Export"
        description="Bring products in from a CSV file, and take products or orders out as CSV files."
      />
      <div className="mb-8 grid gap-6 lg:grid-cols-2">
        <ImportProducts />
        <ExportJobs />
      </div>
      <RecentJobs />
    </>
  );
}
