import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { useParams } from "react-router";
import { useOffer } from "../api/get-offer";
import { discountValuesOf, newDiscountValues } from "./discount-defaults";
import { OfferForm } from "./offer-form";

function EditOffer({ id }: { id: number }) {
  const offer = useOffer(id);
  if (offer.isPending) return <PageSpinner />;
  if (offer.isError)
    return <ErrorState message="Could not load this offer" onRetry={() => offer.refetch()} />;
  return (
    <>
      <AdminPageHeader title={`Edit ${offer.data.name}`} />
      <OfferForm id={id} initial={{ name: offer.data.name, ...discountValuesOf(offer.data) }} />
    </>
  );
}

/** /admin/offers/new and /admin/offers/{id}. */
export default function OfferEditPage() {
  const { id } = useParams();
  if (id === undefined || id === "new") {
    return (
      <>
        <AdminPageHeader title="New offer" />
        <OfferForm id={null} initial={{ name: "", ...newDiscountValues() }} />
      </>
    );
  }
  return <EditOffer id={Number(id)} />;
}
