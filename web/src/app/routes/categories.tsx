import { CategoriesGrid } from "@web/features/catalog/components/categories-grid";
import { usePageTitle } from "@web/lib/use-page-title";

export default function CategoriesRoute() {
  usePageTitle(
    "Categories",
    "Browse every Mithaas collection: chocolate boxes, truffles, hampers, cakes, flowers, mithai and personalised gifts, delivered across India.",
  );
  return <CategoriesGrid />;
}
