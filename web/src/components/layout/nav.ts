/** Spec §2: signed-out shoppers are sent to /login, carrying the path they wanted. */
export function gatedPath(path: string, isAuthenticated: boolean): string {
  return isAuthenticated ? path : `/login?redirect=${encodeURIComponent(path)}`;
}

export type NavState = {
  isAuthenticated: boolean;
  cartCount: number;
  wishlistCount: number;
};
