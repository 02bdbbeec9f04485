import { wishlistMessages, wishlistToggleAdded } from "@contract/cart-rules";
import type { ProductCard as Product } from "@contract/catalog";
import { ButtonLink } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { ErrorState } from "@web/components/ui/error-state";
import { ProductCard } from "@web/components/ui/product-card";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/lib/toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { Heart, X } from "lucide-react";
import type { ReactNode } from "react";
import { useWishlist } from "../api/get-wishlist";
import { useToggleWishlist } from "../api/toggle-wishlist";
import { wishlistToast } from "./wishlist-button";

/** Product §9: 2, 3 or 4 columns by width, like every product grid. */
const gridClass = "grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 sm:gap-x-5 lg:grid-cols-4 lg:gap-x-6";

type WishlistPageProps = {
  /** The add-to-cart button under each card, from the cart feature (composed by the route). */
  cardActions: (product: Product) => ReactNode;
  /** Tells whoever keeps product pages that this product left the wishlist. */
  onRemoved?: (productId: number) => void;
};

/** /wishlist (product §2): 'My Wishlist', a grid of cards with remove and add to cart; empty and failure states. */
export function WishlistPage({ cardActions, onRemoved }: WishlistPageProps) {
  usePageTitle("My Wishlist");
  const wishlist = useWishlist();
  const toggle = useToggleWishlist();

  const remove = (product: Product) =>
    toggle.mutate(product.id, {
      onSuccess: ({ message, is_in_wishlist }) => {
        toast.success(
          wishlistToggleAdded(message) ? wishlistMessages.added : wishlistMessages.removed,
          wishlistToast(product.id),
        );
        if (!is_in_wishlist) onRemoved?.(product.id);
      },
      onError: () => toast.error(wishlistMessages.updateFailed, { id: wishlistToast(product.id).id }),
    });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
      <header className="mb-6 md:mb-8">
        <h1 className="text-3xl text-cocoa-900 md:text-4xl">My Wishlist</h1>
        {wishlist.data && wishlist.data.items.length > 0 && (
          <p className="mt-1 text-cocoa-600">
            {wishlist.data.items.length} saved {wishlist.data.items.length === 1 ? "treat" : "treats"}
          </p>
        )}
      </header>
      {wishlist.isPending ? (
        <div role="status" aria-label="Loading wishlist" className={gridClass}>
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className="aspect-[3/4] rounded-2xl" />
          ))}
        </div>
      ) : wishlist.isError ? (
        <ErrorState message={wishlistMessages.loadFailed} onRetry={() => void wishlist.refetch()} />
      ) : wishlist.data.items.length === 0 ? (
        <EmptyState
          icon={Heart}
          title={wishlistMessages.emptyTitle}
          description={wishlistMessages.emptyText}
          action={<ButtonLink to="/categories">Browse Products</ButtonLink>}
        />
      ) : (
        <ul aria-label="Wishlist" className={gridClass}>
          {wishlist.data.items.map((product, index) => (
            <li key={product.id} aria-label={product.name} className="flex flex-col gap-2.5">
              <div className="relative flex [&>a]:w-full">
                <ProductCard
                  product={product}
                  headingLevel={2}
                  imagePriority={index < 4 ? "eager" : "lazy"}
                />
                <button
                  type="button"
                  onClick={() => remove(product)}
                  disabled={toggle.isPending && toggle.variables === product.id}
                  aria-label={`Remove ${product.name} from wishlist`}
                  className="absolute top-2.5 right-2.5 flex size-9 items-center justify-center rounded-full bg-white/90 text-cocoa-700 shadow-soft ring-1 ring-cocoa-100 backdrop-blur transition hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
                >
                  <X aria-hidden="true" className="size-4.5" />
                </button>
              </div>
              {cardActions(product)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
