import { PageSpinner } from "@web/components/ui/spinner";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useAuth } from "../use-auth";

/** Product §2 guard: spinner while auth loads, then /login carrying the wanted path and query. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { isAuthenticated, loading } = useAuth();
  const { pathname, search } = useLocation();
  if (loading) return <PageSpinner />;
  if (!isAuthenticated)
    return <Navigate replace to={`/login?redirect=${encodeURIComponent(pathname + search)}`} />;
  return children;
}
