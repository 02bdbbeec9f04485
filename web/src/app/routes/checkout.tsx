import type { UserProfile } from "@contract/profile";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { profileQueryOptions, useProfile } from "@web/features/auth/api/get-profile";
import { activeOffersQueryOptions } from "@web/features/cart/api/get-active-offers";
import { cartQueryOptions } from "@web/features/cart/api/get-cart";
import { cartCountQueryOptions } from "@web/features/cart/api/get-cart-count";
import { usePublicCoupons } from "@web/features/cart/api/get-public-coupons";
import { CheckoutPage } from "@web/features/checkout/components/checkout-page";
import { ordersQueryOptions } from "@web/features/orders/api/get-orders";
import { addressesQueryOptions } from "@web/features/profile/api/get-addresses";
import { NamePrompt } from "@web/features/profile/components/name-prompt";

/**
 * Composes checkout with the cart, the saved addresses and the live offers it prices, and refreshes
 * the cart, its badge and the orders once a payment is verified (features don't import each other).
 */
export default function CheckoutRoute() {
  const queryClient = useQueryClient();
  const cart = useQuery(cartQueryOptions());
  const addresses = useQuery(addressesQueryOptions());
  const offers = useQuery(activeOffersQueryOptions());
  const publicCoupons = usePublicCoupons(cart.data?.total);
  // The signed-in shopper's profile (the auth provider's copy), for the name prompt.
  const { data: user } = useProfile();
  const updateUser = (saved: UserProfile) => queryClient.setQueryData(profileQueryOptions().queryKey, saved);

  const refresh = (keys: readonly (readonly unknown[])[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };

  return (
    <CheckoutPage
      cart={cart}
      addresses={addresses}
      offers={offers.data}
      publicCoupons={publicCoupons.data?.coupons}
      notice={
        user && (
          <NamePrompt user={user} onSaved={updateUser} reason="So your order mails greet you by name." />
        )
      }
      onPaid={() =>
        refresh([
          cartQueryOptions().queryKey,
          cartCountQueryOptions().queryKey,
          ordersQueryOptions().queryKey,
        ])
      }
      onPricesChanged={() => refresh([cartQueryOptions().queryKey, activeOffersQueryOptions().queryKey])}
    />
  );
}
