import type { ProductCard as Product } from "@contract/catalog";
import { ProductCard } from "@web/components/ui/product-card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useDeliveryMarks } from "../use-delivery-marks";

/** Product §9: 2, 3 or 4 columns by width. */
export const productGridClass = "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4 lg:gap-6";

type ProductGridProps = { products: Product[]; busy?: boolean };

/** A listing's grid, its cards marked where they cannot go to the remembered pincode. */
export function ProductGrid({ products, busy = false }: ProductGridProps) {
  const { noteOf } = useDeliveryMarks();
  return (
    <ul
      aria-busy={busy}
      aria-label="Products"
      className={`${productGridClass} transition-opacity duration-200 ${busy ? "opacity-60" : ""}`}
    >
      {products.map((product, index) => (
        <li
          key={product.id}
          className="drawn-when-near flex [contain-intrinsic-size:auto_18rem] md:[contain-intrinsic-size:auto_26rem] [&>a]:w-full"
        >
          <ProductCard
            product={product}
            headingLevel={2}
            imagePriority={index < 2 ? "high" : index < 4 ? "eager" : "lazy"}
            note={noteOf(product)}
          />
        </li>
      ))}
    </ul>
  );
}

const placeholders = [1, 2, 3, 4, 5, 6, 7, 8];

export function ProductGridSkeleton() {
  return (
    <div className={productGridClass} role="status" aria-label="Loading products">
      {placeholders.map((n) => (
        <div key={n} className="overflow-hidden rounded-2xl bg-white ring-1 ring-cocoa-100">
          <Skeleton className="aspect-square w-full" />
          <div className="space-y-2 p-3 sm:p-4">
            <Skeleton className="h-4 w-4/5 rounded-full" />
            <Skeleton className="h-5 w-1/3 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
