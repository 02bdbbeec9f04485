import { Skeleton } from "@web/components/ui/skeleton";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useCategories } from "../api/get-categories";
import { CategoryCircle } from "./category-circle";

export function CategoryRow() {
  const categories = useCategories();
  if (categories.isError || categories.data?.results.length === 0) return null;
  return (
    <section aria-labelledby="home-categories" className="mx-auto max-w-7xl md:px-6 lg:px-8">
      <div className="mb-6 flex items-end justify-between px-5 md:px-0">
        <h2 id="home-categories" className="text-2xl text-cocoa-900 md:text-4xl">
          Shop by Category
        </h2>
        <Link
          to="/categories"
          className="inline-flex items-center gap-1 text-sm font-semibold text-amber-700 hover:text-amber-800"
        >
          See all
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {/* Phones scroll the row sideways; wider screens show every category, in more rows if need be,
          since a mouse has no sideways swipe for the one cut off at the edge. */}
      <ul className="scrollbar-none flex snap-x gap-4 overflow-x-auto px-5 pt-1 pb-3 md:flex-wrap md:justify-center md:gap-x-6 md:gap-y-8 md:px-1">
        {categories.isPending
          ? [1, 2, 3, 4, 5, 6].map((n) => (
              <li key={n} className="flex shrink-0 flex-col items-center gap-3">
                <Skeleton className="size-22 rounded-full md:size-28" />
                <Skeleton className="h-4 w-16 rounded-full" />
              </li>
            ))
          : categories.data.results.map((category) => (
              <li key={category.id} className="shrink-0 snap-start">
                {/* Under the banner, the page's largest picture: these must not be fetched before it. */}
                <CategoryCircle category={category} priority="lazy" />
              </li>
            ))}
      </ul>
    </section>
  );
}
