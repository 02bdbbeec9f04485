import type { ProductCard as Product } from "@contract/catalog";
import { isOutOfStock } from "@contract/catalog-rules";
import { percentOff, toPaise } from "@contract/money";
import { formatAmount } from "@web/lib/format-money";
import { Link } from "react-router";
import { ResponsiveImage } from "./responsive-image";

/** Cards sit in grids of 2, 3 and 4 columns (product §9) inside a page at most 80rem wide. */
const cardSizes = "(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw";

type ProductCardProps = {
  product: Product;
  /** Cards in the first row of a page's grid load at once; the rest wait until scrolled near. */
  imagePriority?: "high" | "eager" | "lazy";
  /** 2 where the grid sits right under the page's h1 (listing, wishlist); 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /**
   * A word about this card added in the browser after hydration ("Not delivered to 500001"). It lies
   * over the foot of the picture, so arriving late moves nothing in the grid and hides no price.
   */
  note?: string;
};

export function ProductCard({ product, imagePriority = "lazy", headingLevel = 3, note }: ProductCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const soldOut = isOutOfStock(product);
  const pays = product.discounted_price ?? product.price;
  const off = percentOff(
    toPaise(product.price),
    product.discounted_price === null ? null : toPaise(product.discounted_price),
  );
  return (
    <Link
      to={`/product/${product.id}`}
      className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-soft ring-1 ring-cocoa-100 transition duration-300 hover:-translate-y-1 hover:shadow-lift"
    >
      <div className="relative aspect-square overflow-hidden bg-cream-200">
        <ResponsiveImage
          src={product.main_image}
          sizes={cardSizes}
          priority={imagePriority}
          alt=""
          width={600}
          height={600}
          className={`size-full object-cover transition duration-500 group-hover:scale-105 ${soldOut ? "opacity-60 grayscale" : ""}`}
        />
        {soldOut ? (
          <span className="absolute top-3 left-3 rounded-full bg-cocoa-900/85 px-3 py-1 text-xs font-semibold text-cream-100">
            Out of Stock
          </span>
        ) : (
          off > 0 && (
            <span className="absolute top-3 left-3 rounded-full bg-amber-700 px-2.5 py-1 text-xs font-bold text-white shadow-sm">
              {off}% off
            </span>
          )
        )}
      </div>
      <div className="relative flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Heading
          className={`line-clamp-2 font-display text-[0.95rem] leading-snug sm:text-base ${soldOut ? "text-cocoa-500" : "text-cocoa-900"}`}
        >
          {product.name}
        </Heading>
        {note && (
          <p className="absolute inset-x-0 bottom-full bg-cocoa-900/85 px-2.5 py-1 text-[0.6875rem] leading-4 font-semibold text-cream-50 sm:px-4 sm:py-1.5 sm:text-xs">
            {note}
          </p>
        )}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2">
          <span
            className={`text-base font-semibold sm:text-lg ${soldOut ? "text-cocoa-500" : "text-cocoa-900"}`}
          >
            {formatAmount(pays)}
          </span>
          {product.discounted_price !== null && (
            <s className="text-sm text-cocoa-500">
              <span className="sr-only">Original price </span>
              {formatAmount(product.price)}
            </s>
          )}
        </p>
      </div>
    </Link>
  );
}
