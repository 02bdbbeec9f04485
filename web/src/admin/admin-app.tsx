import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { ApiError } from "@web/lib/http";
import { Suspense } from "react";
import { Navigate, useLocation } from "react-router";
import { AdminLayout } from "./admin-layout";
import { AdminRoutes } from "./admin-routes";
import { useStaffMe } from "./api/get-staff-me";

/**
 * The back office's root, loaded only when a path starts with /admin. Guests go to the store's
 * sign-in (staff use the same e-mail code, without the shopper's phone step) and come back to the
 * screen they asked for; customers are told it is not for them.
 */
export default function AdminApp() {
  const me = useStaffMe();
  const { pathname, search } = useLocation();
  if (me.isPending) return <PageSpinner />;
  if (me.error instanceof ApiError && me.error.status === 401) {
    return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  }
  if (me.error instanceof ApiError && me.error.status === 403) {
    return <ErrorState message="This area is for Mithaas staff only" hint="Sign in with a staff account." />;
  }
  if (me.isError) return <ErrorState message="Could not open the back office" onRetry={() => me.refetch()} />;
  return (
    <AdminLayout staff={me.data}>
      <Suspense fallback={<PageSpinner />}>
        <AdminRoutes />
      </Suspense>
    </AdminLayout>
  );
}
