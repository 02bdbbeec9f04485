import { cartMessages, countedUnits } from "@contract/cart-rules";
import { toPaise } from "@contract/money";
import { ButtonLink } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { ErrorState } from "@web/components/ui/error-state";
import { PublicCouponList } from "@web/components/ui/public-coupon-list";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePageTitle } from "@web/lib/use-page-title";
import { ShoppingBag } from "lucide-react";
import { useActiveOffers } from "../api/get-active-offers";
import { useCart } from "../api/get-cart";
import { usePublicCoupons } from "../api/get-public-coupons";
import { useAutomaticOffer } from "../use-automatic-offer";
import { BuyAgainNotice } from "./buy-again-notice";
import { CartLine } from "./cart-line";
import { OrderSummary } from "./order-summary";

type CartPageProps = {
  /** Tells whoever keeps product pages that this product left the cart. */
  onRemoved?: (productId: number) => void;
};

/**
 * /cart (product §2): 'My Cart', the lines, the Order Summary; empty and failure states; after Buy again,
 * what changed since that order.
 */
export function CartPage({ onRemoved }: CartPageProps) {
  usePageTitle("My Cart");
  const cart = useCart();
  const offers = useActiveOffers();
  const coupons = usePublicCoupons(cart.data?.total);
  const offer = useAutomaticOffer(cart.data ? toPaise(cart.data.total) : 0, offers.data);
  const ready = countedUnits(cart.data?.items ?? []);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
      <header className="mb-6 md:mb-8">
        <h1 className="text-3xl text-cocoa-900 md:text-4xl">My Cart</h1>
        {ready > 0 && (
          <p className="mt-1 text-cocoa-600">
            {ready} {ready === 1 ? "item" : "items"} ready for gifting
          </p>
        )}
      </header>
      <BuyAgainNotice />
      {cart.isPending ? (
        <CartSkeleton />
      ) : cart.isError ? (
        <ErrorState message={cartMessages.loadFailed} onRetry={() => void cart.refetch()} />
      ) : cart.data.items.length === 0 ? (
        <EmptyState
          icon={ShoppingBag}
          title={cartMessages.emptyTitle}
          description={cartMessages.emptyText}
          action={<ButtonLink to="/categories">Browse Products</ButtonLink>}
        />
      ) : (
        <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <ul
            aria-label="Cart items"
            className="divide-y divide-cocoa-100 rounded-3xl bg-white px-4 shadow-soft ring-1 ring-cocoa-100 sm:px-6"
          >
            {cart.data.items.map((item) => (
              <CartLine key={item.id} item={item} onRemoved={onRemoved} />
            ))}
          </ul>
          <div className="lg:sticky lg:top-24">
            <OrderSummary cart={cart.data} offer={offer} />
            {coupons.data && coupons.data.coupons.length > 0 && (
              <div className="mt-4 rounded-3xl bg-white px-5 pb-5 pt-1 shadow-soft ring-1 ring-cocoa-100 sm:px-6">
                <PublicCouponList
                  coupons={coupons.data.coupons}
                  note="Enter a code at checkout, in the payment step."
                />
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function CartSkeleton() {
  return (
    <div role="status" aria-label="Loading cart" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-32 rounded-2xl" />
      </div>
      <Skeleton className="h-72 rounded-3xl" />
    </div>
  );
}
