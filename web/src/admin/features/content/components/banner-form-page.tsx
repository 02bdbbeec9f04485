import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { useParams } from "react-router";
import { useBanners } from "../api/get-banners";
import { BannerForm } from "./banner-form";

/** /admin/banners/new and /admin/banners/{id}: the banner list is short, so an edit reads it from there. */
export default function BannerFormPage() {
  const { id } = useParams();
  const banners = useBanners();
  if (!id) {
    return (
      <>
        <AdminPageHeader title="New banner" />
        <BannerForm banner={null} />
      </>
    );
  }
  if (banners.isPending) return <PageSpinner />;
  if (banners.isError)
    return <ErrorState message="Could not load the banner" onRetry={() => banners.refetch()} />;
  const banner = banners.data.results.find((b) => String(b.id) === id);
  if (!banner) return <ErrorState message="Banner not found" hint="It may have been deleted." />;
  return (
    <>
      <AdminPageHeader title="Edit banner" />
      <BannerForm key={banner.id} banner={banner} />
    </>
  );
}
