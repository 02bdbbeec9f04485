import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { useParams } from "react-router";
import { useHighlights } from "../api/get-highlights";
import { HighlightForm } from "./highlight-form";

/** /admin/highlights/new and /admin/highlights/{id}. */
export default function HighlightFormPage() {
  const { id } = useParams();
  const highlights = useHighlights();
  if (!id) {
    return (
      <>
        <AdminPageHeader title="New highlight" />
        <HighlightForm highlight={null} />
      </>
    );
  }
  if (highlights.isPending) return <PageSpinner />;
  if (highlights.isError) {
    return <ErrorState message="Could not load the highlight" onRetry={() => highlights.refetch()} />;
  }
  const highlight = highlights.data.results.find((h) => String(h.id) === id);
  if (!highlight) return <ErrorState message="Highlight not found" hint="It may have been deleted." />;
  return (
    <>
      <AdminPageHeader title="Edit highlight" />
      <HighlightForm key={highlight.id} highlight={highlight} />
    </>
  );
}
