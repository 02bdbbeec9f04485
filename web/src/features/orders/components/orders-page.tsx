import { ButtonLink } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { ErrorState } from "@web/components/ui/error-state";
import { PageNav } from "@web/components/ui/page-nav";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePageTitle } from "@web/lib/use-page-title";
import { PackageOpen } from "lucide-react";
import { useSearchParams } from "react-router";
import { useOrders } from "../api/get-orders";
import { OrderCard } from "./order-card";

/** Product §9: the list is paged on the client, five at a time. */
export const ordersPerPage = 5;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /orders (product §2): 'My Orders', newest first, 5 a page with Previous/Next (the page is kept in the URL). */
export function OrdersPage() {
  usePageTitle("My Orders");
  const orders = useOrders();
  const [params, setParams] = useSearchParams();
  const list = orders.data ?? [];
  const pageCount = Math.max(1, Math.ceil(list.length / ordersPerPage));
  const page = Math.min(pageFrom(params.get("page")), pageCount);
  const shown = list.slice((page - 1) * ordersPerPage, page * ordersPerPage);

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo(0, 0);
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 md:py-12">
      <header className="mb-8">
        <p className="text-xs font-semibold tracking-[0.25em] text-amber-700 uppercase">Your account</p>
        <h1 className="mt-2 text-3xl text-cocoa-900 md:text-4xl">My Orders</h1>
      </header>
      {orders.isPending ? (
        <div className="space-y-4">
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-24 rounded-2xl" />
          ))}
        </div>
      ) : orders.isError ? (
        <ErrorState message="Failed to load orders" onRetry={() => void orders.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={PackageOpen}
          title="No orders yet"
          description="Start shopping to create your first order"
          action={<ButtonLink to="/categories">Browse Products</ButtonLink>}
        />
      ) : (
        <>
          <ul className="space-y-4">
            {shown.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
          {pageCount > 1 && (
            <PageNav
              page={page}
              pageCount={pageCount}
              hasPrevious={page > 1}
              hasNext={page < pageCount}
              onPage={goTo}
            />
          )}
        </>
      )}
    </div>
  );
}
