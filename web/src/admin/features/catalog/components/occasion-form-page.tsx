import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { useParams } from "react-router";
import { useOccasion } from "../api/get-occasion";
import { OccasionForm } from "./occasion-form";

function EditOccasion({ id }: { id: number }) {
  const occasion = useOccasion(id);
  if (occasion.isPending) return <PageSpinner />;
  if (occasion.isError)
    return <ErrorState message="Could not load this occasion" onRetry={() => occasion.refetch()} />;
  return (
    <>
      <AdminPageHeader title={occasion.data.title} />
      <OccasionForm key={occasion.data.id} occasion={occasion.data} />
    </>
  );
}

/** /admin/occasions/new and /admin/occasions/{id}. */
export default function OccasionFormPage() {
  const { id } = useParams();
  if (id === "new") {
    return (
      <>
        <AdminPageHeader title="New occasion" />
        <OccasionForm occasion={null} />
      </>
    );
  }
  const occasionId = Number(id);
  if (!Number.isInteger(occasionId) || occasionId < 1) return <ErrorState message="Occasion not found" />;
  return <EditOccasion id={occasionId} />;
}
