import type { Address } from "@contract/address";
import type { ProductDetail } from "@contract/catalog";
import { isOutOfStock, parseFeatures } from "@contract/catalog-rules";
import { StarRating } from "@web/components/ui/star-rating";
import { useOutOfView } from "@web/lib/use-out-of-view";
import { Check, Sparkles } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { Link } from "react-router";
import { DeliveryCheck } from "./delivery-check";
import { ProductBuyBar } from "./product-buy-bar";
import { ProductGallery } from "./product-gallery";
import { ProductPrice } from "./product-price";
import { reviewCountLabel } from "./product-reviews";
import { QuantityStepper } from "./quantity-stepper";

/**
 * The buying buttons (add to cart, wishlist) for this product and the chosen quantity. They belong to
 * the cart and wishlist features, so the route composing the page passes them in. `"bar"` asks for the
 * one main button that fits the phone's sticky buy bar.
 */
export type ProductActionsSlot = (
  product: ProductDetail,
  quantity: number,
  placement: "page" | "bar",
) => ReactNode;

type ProductDetailsProps = { product: ProductDetail; actions: ProductActionsSlot; addresses?: Address[] };

/** The top of the product page: pictures beside name, price, description, features and buying. */
export function ProductDetails({ product, actions, addresses }: ProductDetailsProps) {
  const soldOut = isOutOfStock(product);
  const [quantity, setQuantity] = useState(1);
  const features = parseFeatures(product.features);
  const images = product.all_images.length > 0 ? product.all_images : [product.main_image];
  const buying = useRef<HTMLDivElement>(null);
  const buyingOutOfView = useOutOfView(buying);
  const chosen = Math.max(1, Math.min(quantity, product.stock));

  return (
    <div className="grid gap-8 md:grid-cols-2 md:gap-10 lg:gap-16">
      <div className="md:sticky md:top-24 md:self-start">
        <ProductGallery name={product.name} images={images} soldOut={soldOut} />
      </div>
      <div className="flex flex-col gap-6">
        <div>
          <Link
            to={`/categories/${product.category.id}`}
            className="text-xs font-semibold tracking-[0.25em] text-amber-700 uppercase hover:text-amber-800"
          >
            {product.category.name}
          </Link>
          <h1 className="mt-2 text-3xl leading-tight text-cocoa-900 md:text-4xl lg:text-5xl">
            {product.name}
          </h1>
          {product.average_rating !== null && product.review_count > 0 && (
            <a
              href="#reviews"
              className="mt-3 inline-flex items-center gap-2 text-sm text-cocoa-600 hover:text-amber-800"
            >
              <StarRating rating={product.average_rating} />
              <span>
                {product.average_rating.toFixed(1)} · {reviewCountLabel(product.review_count)}
              </span>
            </a>
          )}
        </div>

        <ProductPrice price={product.price} discountedPrice={product.discounted_price} />

        <p className="leading-relaxed whitespace-pre-line text-cocoa-700">{product.description}</p>

        {features.length > 0 && (
          <ul aria-label="Features" className="grid gap-2 sm:grid-cols-2">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-2.5 text-sm text-cocoa-700">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
                  <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                </span>
                {feature}
              </li>
            ))}
          </ul>
        )}

        {product.is_customizable && product.customizable_fields.length > 0 && (
          <div className="flex gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-cocoa-700 ring-1 ring-amber-200">
            <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
            <div>
              <p className="font-semibold text-cocoa-900">Make it personal</p>
              <p className="mt-0.5">
                After adding it to your cart you can add{" "}
                {product.customizable_fields.map((field) => field.name.toLowerCase()).join(", ")}.
              </p>
            </div>
          </div>
        )}

        <div ref={buying} className="space-y-4 border-t border-cocoa-100 pt-6">
          {soldOut ? (
            <p className="text-sm text-cocoa-600">
              Sold out for now. Save it to your wishlist and check back soon.
            </p>
          ) : (
            <QuantityStepper
              value={Math.min(quantity, product.stock)}
              max={product.stock}
              onChange={setQuantity}
            />
          )}
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {actions(product, chosen, "page")}
          </div>
        </div>
        {!soldOut && (
          <ProductBuyBar
            name={product.name}
            price={product.price}
            discountedPrice={product.discounted_price}
            shown={buyingOutOfView}
          >
            {actions(product, chosen, "bar")}
          </ProductBuyBar>
        )}

        <DeliveryCheck productId={product.id} addresses={addresses} />
      </div>
    </div>
  );
}
