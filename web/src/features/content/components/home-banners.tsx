import { ErrorState } from "@web/components/ui/error-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { useSettings } from "../api/get-settings";
import { BannerCarousel } from "./banner-carousel";

export function HomeBanners() {
  const settings = useSettings();
  if (settings.isPending) {
    return <Skeleton className="aspect-square w-full md:aspect-[8/3] md:rounded-3xl" />;
  }
  if (settings.isError) {
    return (
      <ErrorState
        message="We couldn't open the shop window just now"
        hint="Our chocolates are safe — please try again in a moment."
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (settings.data.active_banners.length === 0) return null;
  return <BannerCarousel banners={settings.data.active_banners} />;
}
