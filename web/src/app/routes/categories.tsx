import { CategoriesGrid } from "../../features/catalog/components/categories-grid";
import { usePageTitle } from "../../lib/use-page-title";

export default function CategoriesRoute() {
  usePageTitle("Categories");
  return <CategoriesGrid />;
}
