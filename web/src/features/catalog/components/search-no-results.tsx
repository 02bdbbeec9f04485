import type { ProductCard as Product } from "@contract/catalog";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { ProductCard } from "@web/components/ui/product-card";
import { SearchX } from "lucide-react";
import { useDeliveryMarks } from "../use-delivery-marks";
import { productGridClass } from "./product-grid";

type SearchNoResultsProps = {
  q: string;
  filtered: boolean;
  onClearFilters: () => void;
  closeMatches: Product[];
  popular: Product[];
};

/** No result is never a blank page (decision 26): products matching some of the words, then popular gifts. */
export function SearchNoResults({
  q,
  filtered,
  onClearFilters,
  closeMatches,
  popular,
}: SearchNoResultsProps) {
  return (
    <div className="space-y-12">
      <EmptyState
        icon={SearchX}
        title={filtered ? `No gifts match “${q}” with these filters` : `No gifts match “${q}”`}
        description={
          filtered
            ? "Clear the filters to see every match."
            : "Check the spelling, or try fewer or other words."
        }
        action={filtered ? <Button onClick={onClearFilters}>Clear filters</Button> : undefined}
      />
      {closeMatches.length > 0 && (
        <section aria-labelledby="close-matches">
          <h2 id="close-matches" className="mb-6 text-2xl text-cocoa-900 md:text-3xl">
            Close matches
          </h2>
          <CardGrid products={closeMatches} />
        </section>
      )}
      {popular.length > 0 && (
        <section aria-labelledby="popular-gifts">
          <h2 id="popular-gifts" className="mb-6 text-2xl text-cocoa-900 md:text-3xl">
            Popular gifts
          </h2>
          <CardGrid products={popular} />
        </section>
      )}
    </div>
  );
}

/**
 * Cards of close matches and popular gifts, marked as the listing's are; their names are h2 under the
 * page's h1, else h3.
 */
export function CardGrid({ products, headingLevel = 3 }: { products: Product[]; headingLevel?: 2 | 3 }) {
  const { noteOf } = useDeliveryMarks();
  return (
    <ul className={productGridClass}>
      {products.map((product) => (
        <li key={product.id} className="flex [&>a]:w-full">
          <ProductCard product={product} headingLevel={headingLevel} note={noteOf(product)} />
        </li>
      ))}
    </ul>
  );
}
