import { useParams } from "react-router";
import { CategoryProductsPage } from "../../features/catalog/components/category-products-page";

export default function CategoryProductsRoute() {
  const { categoryId = "" } = useParams();
  // Keyed so another category starts fresh instead of showing the last one's products meanwhile.
  return <CategoryProductsPage key={categoryId} categoryId={categoryId} />;
}
