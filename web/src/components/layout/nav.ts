import { Heart, type LucideIcon, Package, ShoppingBag } from "lucide-react";

/** Product §2: signed-out shoppers are sent to /login, carrying the path they wanted. */
export function gatedPath(path: string, isAuthenticated: boolean): string {
  return isAuthenticated ? path : `/login?redirect=${encodeURIComponent(path)}`;
}

export type NavState = {
  isAuthenticated: boolean;
  cartCount: number;
  wishlistCount: number;
};

export type NavEntry = { label: string; to: string; icon: LucideIcon; count?: number };

/** Wishlist, Cart and Orders: the entries both bars show that need sign-in (product §2). */
export function gatedEntries({ isAuthenticated, cartCount, wishlistCount }: NavState): NavEntry[] {
  return [
    { label: "Wishlist", to: gatedPath("/wishlist", isAuthenticated), icon: Heart, count: wishlistCount },
    { label: "Cart", to: gatedPath("/cart", isAuthenticated), icon: ShoppingBag, count: cartCount },
    { label: "Orders", to: gatedPath("/orders", isAuthenticated), icon: Package },
  ];
}
