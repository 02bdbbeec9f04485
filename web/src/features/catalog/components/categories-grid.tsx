import { ErrorState } from "@web/components/ui/error-state";
import { PageHeading } from "@web/components/ui/page-heading";
import { Skeleton } from "@web/components/ui/skeleton";
import { useCategories } from "../api/get-categories";
import { CategoryCircle } from "./category-circle";

const gridClass = "grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 lg:grid-cols-4 lg:gap-y-14";

export function CategoriesGrid() {
  const categories = useCategories();
  return (
    <div className="mx-auto max-w-6xl px-5 py-12 md:px-6 md:py-20">
      <PageHeading eyebrow="Browse the collection" title="Shop by Category">
        From silky truffles to generous hampers — find the right gift for every occasion.
      </PageHeading>
      {categories.isPending && (
        <div className={gridClass}>
          {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
            <div key={n} className="flex flex-col items-center gap-3">
              <Skeleton className="size-32 rounded-full sm:size-40 lg:size-44" />
              <Skeleton className="h-5 w-24 rounded-full" />
            </div>
          ))}
        </div>
      )}
      {categories.isError && (
        <ErrorState message="Failed to load categories" onRetry={() => void categories.refetch()} />
      )}
      {categories.isSuccess && (
        <ul className={gridClass}>
          {categories.data.results.map((category, index) => (
            <li key={category.id} className="flex justify-center">
              <CategoryCircle category={category} size="grid" priority={index < 4 ? "eager" : "lazy"} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
