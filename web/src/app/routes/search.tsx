import { SearchPage } from "@web/features/catalog/components/search-page";
import { useSettings } from "@web/features/content/api/get-settings";

export default function SearchRoute() {
  const settings = useSettings();
  return <SearchPage occasions={settings.data?.occasions ?? []} />;
}
