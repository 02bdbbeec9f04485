import type { Category } from "@contract/catalog";
import { ResponsiveImage } from "@web/components/ui/responsive-image";
import { Link } from "react-router";

type CategoryCircleProps = {
  category: Category;
  size?: "row" | "grid";
  priority?: "eager" | "lazy";
};

export function CategoryCircle({ category, size = "row", priority = "lazy" }: CategoryCircleProps) {
  const circle = size === "row" ? "size-22 md:size-28" : "size-32 sm:size-40 lg:size-44";
  return (
    <Link
      to={`/categories/${category.id}`}
      className="group flex flex-col items-center gap-3 rounded-2xl text-center"
    >
      <span
        className={`relative block overflow-hidden rounded-full bg-cream-200 shadow-soft ring-2 ring-white ring-offset-2 ring-offset-amber-200 transition duration-300 group-hover:ring-offset-amber-500 ${circle}`}
      >
        <ResponsiveImage
          src={category.image}
          sizes={size === "row" ? "112px" : "176px"}
          priority={priority}
          // The row sits under home's banner: its thumbnails come after the banner, not beside it.
          fetchPriority={size === "row" ? "low" : undefined}
          width={320}
          height={320}
          className="size-full object-cover transition duration-500 group-hover:scale-110"
        />
        {size === "grid" && (
          <span
            aria-hidden="true"
            className="absolute inset-0 flex items-center justify-center bg-cocoa-950/55 font-display text-lg tracking-wide text-cream-100 opacity-0 transition duration-300 group-hover:opacity-100 group-focus-visible:opacity-100"
          >
            Explore
          </span>
        )}
      </span>
      <span
        className={`font-medium text-cocoa-800 transition group-hover:text-amber-800 ${size === "row" ? "w-24 text-sm md:w-28" : "text-base md:text-lg"}`}
      >
        {category.name}
      </span>
    </Link>
  );
}
