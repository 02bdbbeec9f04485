import { CategoryRow } from "@web/features/catalog/components/category-row";
import { ExploreAllButton } from "@web/features/catalog/components/explore-all-button";
import { OccasionRow } from "@web/features/catalog/components/occasion-row";
import { useSettings } from "@web/features/content/api/get-settings";
import { HomeBanners } from "@web/features/content/components/home-banners";
import { HomeHighlights } from "@web/features/content/components/home-highlights";
import { StorePromises } from "@web/features/content/components/store-promises";
import { usePageTitle } from "@web/lib/use-page-title";

export default function HomeRoute() {
  usePageTitle();
  const settings = useSettings();
  return (
    <div className="space-y-12 md:space-y-20 md:pt-6">
      <h1 className="sr-only">Mithaas — Chocolates &amp; Gifts</h1>
      <div className="space-y-6 md:space-y-8">
        <div className="mx-auto max-w-7xl md:px-6 lg:px-8">
          <HomeBanners />
        </div>
        <StorePromises />
      </div>
      <CategoryRow />
      <OccasionRow occasions={settings.data?.occasions ?? []} />
      <HomeHighlights />
      <ExploreAllButton />
    </div>
  );
}
