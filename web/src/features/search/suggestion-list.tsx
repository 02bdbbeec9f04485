import type { SuggestionsResponse } from "@contract/search";
import { ResponsiveImage } from "@web/components/ui/responsive-image";
import { formatAmount } from "@web/lib/format-money";
import { CalendarHeart, LayoutGrid } from "lucide-react";
import type { ReactNode } from "react";

/** One row of the list, in the order ↑/↓ walk them. */
export type Suggestion = {
  group: "Products" | "Categories" | "Occasions";
  href: string;
  label: string;
  body: ReactNode;
};

/** Products (picture and price), then categories, then occasions and recipients. */
export function suggestionsOf(data: SuggestionsResponse): Suggestion[] {
  return [
    ...data.products.map(
      (product): Suggestion => ({
        group: "Products",
        href: `/product/${product.id}`,
        label: product.name,
        body: (
          <>
            <ResponsiveImage
              src={product.main_image}
              sizes="40px"
              width={40}
              height={40}
              className="size-10 shrink-0 rounded-lg bg-cream-200 object-cover"
            />
            <span className="min-w-0 flex-1 truncate">{product.name}</span>
            <span className="shrink-0 font-semibold">
              {formatAmount(product.discounted_price ?? product.price)}
            </span>
          </>
        ),
      }),
    ),
    ...data.categories.map(
      (category): Suggestion => ({
        group: "Categories",
        href: `/categories/${category.id}`,
        label: category.name,
        body: withIcon(<LayoutGrid aria-hidden="true" className="size-4" />, category.name),
      }),
    ),
    ...data.occasions.map(
      (occasion): Suggestion => ({
        group: "Occasions",
        href: `/occasions/${occasion.slug}`,
        label: occasion.title,
        body: withIcon(<CalendarHeart aria-hidden="true" className="size-4" />, occasion.title),
      }),
    ),
  ];
}

function withIcon(icon: ReactNode, text: string) {
  return (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-cream-200 text-amber-700">
        {icon}
      </span>
      <span className="min-w-0 flex-1 truncate">{text}</span>
    </>
  );
}

type SuggestionListProps = {
  id: string;
  suggestions: Suggestion[];
  active: number;
  optionId: (index: number) => string;
  onPick: (suggestion: Suggestion) => void;
  className: string;
};

/** A grouped listbox (WAI-ARIA combobox pattern): focus stays in the field, which points at the active row. */
export function SuggestionList({
  id,
  suggestions,
  active,
  optionId,
  onPick,
  className,
}: SuggestionListProps) {
  const groups = (["Products", "Categories", "Occasions"] as const).filter((group) =>
    suggestions.some((suggestion) => suggestion.group === group),
  );
  return (
    // Pressing a row must not take focus from the field, or the list would close before the click.
    <div
      id={id}
      role="listbox"
      aria-label="Suggestions"
      className={className}
      onMouseDown={(e) => e.preventDefault()}
    >
      {groups.map((group) => (
        // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA grouped listbox marks its groups so.
        <div key={group} role="group" aria-labelledby={`${id}-${group}`} className="py-1.5">
          <div
            id={`${id}-${group}`}
            role="presentation"
            className="px-4 pt-1 pb-1.5 text-xs font-semibold tracking-wider text-cocoa-500 uppercase"
          >
            {group}
          </div>
          {suggestions.map((suggestion, index) =>
            suggestion.group === group ? (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys (aria-activedescendant).
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the field, which points at the row.
              <div
                key={suggestion.href}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onClick={() => onPick(suggestion)}
                className={`flex cursor-pointer items-center gap-3 px-4 py-1.5 text-sm text-cocoa-900 ${
                  index === active ? "bg-amber-50 ring-1 ring-amber-200 ring-inset" : "hover:bg-cream-200/60"
                }`}
              >
                {suggestion.body}
              </div>
            ) : null,
          )}
        </div>
      ))}
    </div>
  );
}
