import { CategoryProductsPage } from "@web/features/catalog/components/category-products-page";
import { useSettings } from "@web/features/content/api/get-settings";
import { useParams } from "react-router";

export default function CategoryProductsRoute() {
  const { categoryId = "" } = useParams();
  const settings = useSettings();
  // Keyed so another category starts fresh instead of showing the last one's products meanwhile.
  return (
    <CategoryProductsPage
      key={categoryId}
      categoryId={categoryId}
      occasions={settings.data?.occasions ?? []}
    />
  );
}
