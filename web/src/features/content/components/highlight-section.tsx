import type { Highlight } from "@contract/content";
import { AppLink } from "@web/components/ui/app-link";
import { buttonClasses } from "@web/components/ui/button";
import { ProductCard } from "@web/components/ui/product-card";
import { ArrowRight } from "lucide-react";

export function HighlightSection({ highlight }: { highlight: Highlight }) {
  const headingId = `highlight-${highlight.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="drawn-when-near mx-auto max-w-7xl px-5 [contain-intrinsic-size:auto_80rem] md:px-6 md:[contain-intrinsic-size:auto_56rem] lg:px-8"
    >
      <div className="mb-6 flex items-end justify-between gap-4 md:mb-8">
        <div>
          <p className="mb-2 text-xs font-semibold tracking-[0.25em] text-amber-700 uppercase">Handpicked</p>
          <h2 id={headingId} className="text-2xl text-cocoa-900 md:text-4xl">
            {highlight.title}
          </h2>
        </div>
        <AppLink to={highlight.link} className={buttonClasses("outline", "sm", "shrink-0")}>
          View All
          <ArrowRight aria-hidden="true" className="size-4" />
        </AppLink>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4 lg:gap-6">
        {highlight.products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </section>
  );
}
