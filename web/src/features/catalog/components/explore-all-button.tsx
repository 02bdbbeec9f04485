import { ButtonLink } from "@web/components/ui/button";
import { ArrowRight } from "lucide-react";
import { useCategories } from "../api/get-categories";

/** Product §2: 'Explore All Products' opens one fixed category, the first one the store lists. */
export function ExploreAllButton() {
  const categories = useCategories();
  const first = categories.data?.results[0];
  if (!first) return null;
  return (
    <div className="flex justify-center px-5">
      <ButtonLink to={`/categories/${first.id}`} variant="gold" size="lg">
        Explore All Products
        <ArrowRight aria-hidden="true" className="size-5" />
      </ButtonLink>
    </div>
  );
}
