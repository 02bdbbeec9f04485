import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { ButtonLink } from "@web/components/ui/button";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { formatDateTime } from "@web/lib/format-date";
import { ApiError } from "@web/lib/http";
import { usePageTitle } from "@web/lib/use-page-title";
import { ArrowLeft, Printer } from "lucide-react";
import { useAdminOrder } from "../api/get-admin-order";
import { CourierPanel } from "./courier-panel";
import { OrderActions } from "./order-actions";
import {
  AmountsPanel,
  CustomerPanel,
  GiftCardPanel,
  PaymentPanel,
  ShipmentPanel,
} from "./order-facts-panels";
import { OrderHistory } from "./order-history";
import { OrderItemsPanel } from "./order-items-panel";
import { RefundChip } from "./refund-state";
import { StatusChip } from "./status-chip";
import { TaxDocumentsPanel } from "./tax-documents-panel";
import { useOrderId } from "./use-order-id";

function BackToQueue() {
  return (
    <ButtonLink to="/admin/orders" variant="ghost" size="sm" className="-ml-3 mb-2">
      <ArrowLeft aria-hidden="true" className="size-4" /> Orders
    </ButtonLink>
  );
}

/** One order: what to pack, where it goes, what was paid, what happened, and the next step. */
export default function AdminOrderPage() {
  const id = useOrderId();
  const order = useAdminOrder(id ?? 0, id !== null);
  usePageTitle(order.data ? `Order #${order.data.order_number}` : "Order");
  const missing = id === null || (order.error instanceof ApiError && order.error.status === 404);
  if (missing) {
    return (
      <>
        <BackToQueue />
        <ErrorState message="Order not found" />
      </>
    );
  }
  if (order.isPending) return <PageSpinner />;
  if (order.isError) return <ErrorState message={order.error.message} onRetry={() => order.refetch()} />;
  const data = order.data;
  return (
    <>
      <BackToQueue />
      <AdminPageHeader title={`Order #${data.order_number}`}>
        <ButtonLink to={`/admin/orders/${data.id}/packing-slip`} variant="outline" size="sm">
          <Printer aria-hidden="true" className="size-4" /> Packing slip
        </ButtonLink>
      </AdminPageHeader>
      <div className="-mt-4 mb-6 flex flex-wrap items-center gap-2 text-cocoa-600 text-sm">
        <span>Placed {formatDateTime(data.created_at)}</span>
        <StatusChip status={data.order_status} />
        <StatusChip status={data.payment_status} />
        <RefundChip state={data.automatic_refund?.status} />
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          <OrderActions order={data} />
          <CourierPanel order={data} />
          <OrderItemsPanel items={data.items} />
          <OrderHistory events={data.history} />
        </div>
        <div className="space-y-4">
          <CustomerPanel order={data} />
          <GiftCardPanel order={data} />
          <ShipmentPanel order={data} />
          <AmountsPanel order={data} />
          <PaymentPanel order={data} />
          <TaxDocumentsPanel order={data} />
        </div>
      </div>
    </>
  );
}
