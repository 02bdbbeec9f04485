import { OccasionPage } from "@web/features/catalog/components/occasion-page";
import { useSettings } from "@web/features/content/api/get-settings";
import { useParams } from "react-router";

export default function OccasionRoute() {
  const { slug = "" } = useParams();
  const settings = useSettings();
  // Keyed so another occasion starts fresh instead of showing the last one's products meanwhile.
  return <OccasionPage key={slug} slug={slug} occasions={settings.data?.occasions ?? []} />;
}
