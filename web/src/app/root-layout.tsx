import type { UserProfile } from "@contract/profile";
import { AppShell } from "@web/components/layout/app-shell";
import { PageSpinner } from "@web/components/ui/spinner";
import { useAuth } from "@web/features/auth/use-auth";
import { useCartCount } from "@web/features/cart/api/get-cart-count";
import { useSettings } from "@web/features/content/api/get-settings";
import { HeaderSearch, SearchButton } from "@web/features/search/header-search";
import { useWishlistCount } from "@web/features/wishlist/api/get-wishlist-count";
import { Suspense, useEffect } from "react";
import { Outlet, useLocation, useNavigate, useNavigationType } from "react-router";
import { HydrationMarker } from "./hydration-marker";
import { RouteErrorBoundary } from "./route-error-boundary";

function displayName(user: UserProfile | null): string | null {
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(" ");
  return name || user?.email || null;
}

/** New pages open at the top; back/forward keeps wherever the browser puts you. */
function useScrollToTopOnNavigate(pathname: string) {
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the scroll.
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

export function RootLayout() {
  const auth = useAuth();
  const settings = useSettings();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useScrollToTopOnNavigate(pathname);
  // Product §7: the counts are asked for only when signed in; every cart or wishlist change updates them.
  const cartCount = useCartCount(auth.isAuthenticated);
  const wishlistCount = useWishlistCount(auth.isAuthenticated);

  // Product §2 holds nothing back until the start-up token check settles; public pages arrive rendered
  // from the server instead, as a guest sees them, and the signed-in parts fill in when the check ends.
  // Guarded pages and sign-in still wait for it (ProtectedRoute, LoginPage).
  return (
    <AppShell
      isAuthenticated={auth.isAuthenticated}
      userName={displayName(auth.user)}
      cartCount={auth.isAuthenticated ? (cartCount.data ?? 0) : 0}
      wishlistCount={auth.isAuthenticated ? (wishlistCount.data ?? 0) : 0}
      supportEmail={settings.data?.support_email}
      supportPhone={settings.data?.support_phone}
      occasions={settings.data?.occasions}
      searchField={<HeaderSearch />}
      searchButton={<SearchButton />}
      onSignOut={() => {
        // The navigation lands in the same transition as the sign-out, so a guarded page never renders
        // signed out and bounces to /login.
        void auth.logout(() => navigate("/"));
      }}
    >
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <HydrationMarker />
        </Suspense>
      </RouteErrorBoundary>
    </AppShell>
  );
}
