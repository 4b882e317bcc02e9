import { AdminPageHeader } from "@/modules/admin/components/admin-page-header";

export default function AdminNotFound() {
  return (
    <AdminPageHeader
      title="This admin page does not exist"
      description="Choose a screen from the menu."
    />
  );
}
