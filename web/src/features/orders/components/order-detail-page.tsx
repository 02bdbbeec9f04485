import { formatInr, toPaise } from "@contract/money";
import type { Order, OrderItem } from "@contract/orders";
import { AddressLines } from "@web/components/account/address-lines";
import { ButtonLink } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { ErrorState } from "@web/components/ui/error-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDate } from "@web/lib/format-date";
import { formatAmount } from "@web/lib/format-money";
import { ApiError } from "@web/lib/http";
import { usePageTitle } from "@web/lib/use-page-title";
import { ArrowLeft, MapPin, PackageSearch } from "lucide-react";
import type { ReactNode } from "react";
import { useOrder } from "../api/get-order";
import { GiftCardPanel } from "./gift-card-panel";
import { OrderActions } from "./order-actions";
import { OrderDeliveryNote } from "./order-delivery-note";
import { OrderDocuments } from "./order-documents";
import { OrderItems } from "./order-items";
import { OrderMoneyNote } from "./order-money-note";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderTimeline } from "./order-timeline";

type OrderDetailPageProps = {
  orderId: string;
  /** Picks an item of a DELIVERED order (product §2: reviewing); other orders' items are not clickable. */
  onSelectItem?: (item: OrderItem, order: Order) => void;
  /** A line under each item, e.g. whether it has been reviewed. */
  itemNote?: (item: OrderItem) => ReactNode;
  /** Shown beside the order, e.g. the review panel. */
  children?: ReactNode;
};

const sectionClass = "rounded-2xl bg-white p-5 shadow-soft ring-1 ring-cocoa-100 sm:p-6";

function NotFound() {
  return (
    <EmptyState
      icon={PackageSearch}
      title="Order not found"
      action={<ButtonLink to="/orders">Back to My Orders</ButtonLink>}
    />
  );
}

/**
 * /orders/{id} (product §2): number, date, status, payment, total, address and items, or 'Order not
 * found'; ours: a hand delivery's date, slot and slot fee, and the gift card (decision 24); the GST
 * invoice and credit note to download (decision 25); the timeline, Cancel order and Buy again (decision 27).
 */
export function OrderDetailPage({ orderId, onSelectItem, itemNote, children }: OrderDetailPageProps) {
  const valid = /^\d{1,10}$/.test(orderId) && Number(orderId) >= 1 && Number(orderId) <= 2_147_483_647;
  const order = useOrder(Number(orderId), valid);
  const missing = !valid || (order.error instanceof ApiError && order.error.status === 404);
  usePageTitle(missing ? "Order not found" : order.data ? `Order #${order.data.order_number}` : "Order");

  if (missing) return <NotFound />;
  if (order.isError)
    return <ErrorState message="Failed to load order" onRetry={() => void order.refetch()} />;
  if (order.isPending) {
    return (
      <div className="mx-auto max-w-5xl space-y-4 px-4 py-8 sm:px-6 md:py-12">
        <Skeleton className="h-10 w-64 rounded-xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  }

  const data = order.data;
  const address = data.address_details;
  const selectable = data.order_status === "DELIVERED" && onSelectItem;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 md:py-12">
      <ButtonLink to="/orders" variant="ghost" size="sm" className="-ml-3 mb-4">
        <ArrowLeft aria-hidden="true" className="size-4" />
        My Orders
      </ButtonLink>
      <header className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl text-cocoa-900 md:text-3xl">Order #{data.order_number}</h1>
          <p className="mt-1 text-sm text-cocoa-600">Placed on {formatDate(data.created_at)}</p>
        </div>
        <div className="flex flex-col items-start gap-3 sm:items-end">
          <OrderStatusBadge status={data.order_status} />
          <OrderActions order={data} className="sm:justify-end" />
        </div>
      </header>
      <OrderMoneyNote order={data} className="-mt-4 mb-8" />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="order-items-title" className={sectionClass}>
          <h2 id="order-items-title" className="mb-1 text-xl text-cocoa-900">
            Items
          </h2>
          {selectable && <p className="text-sm text-cocoa-600">Select an item to review it.</p>}
          <OrderItems
            items={data.items}
            onSelect={selectable ? (item) => onSelectItem(item, data) : undefined}
            itemNote={itemNote}
          />
        </section>

        <div className="space-y-6">
          <section aria-labelledby="order-payment-title" className={sectionClass}>
            <h2 id="order-payment-title" className="mb-4 text-lg text-cocoa-900">
              Payment
            </h2>
            <dl className="space-y-2 text-sm">
              <Row label="Payment status">
                <span
                  className={
                    data.payment_status === "PAID" && !data.refund_due ? "font-semibold text-emerald-700" : ""
                  }
                >
                  {data.payment_status}
                </span>
              </Row>
              <Row label="Subtotal">{formatAmount(data.subtotal)}</Row>
              <Row label={`Shipping (${data.shipping_method_name})`}>
                {toPaise(data.shipping_charge) === 0 ? "FREE" : formatAmount(data.shipping_charge)}
              </Row>
              {toPaise(data.slot_fee) > 0 && <Row label="Delivery slot">{formatAmount(data.slot_fee)}</Row>}
              {data.discounts.map((discount) => (
                <Row key={discount.label} label={discount.label}>
                  <span className="text-emerald-700">−{formatAmount(discount.amount)}</span>
                </Row>
              ))}
              {toPaise(data.rounding) !== 0 && <Row label="Rounding">{signedAmount(data.rounding)}</Row>}
              <div className="flex items-baseline justify-between gap-4 border-t border-cocoa-100 pt-3">
                <dt className="font-semibold text-cocoa-900">Total</dt>
                <dd className="font-display text-xl text-cocoa-900">{formatAmount(data.total_amount)}</dd>
              </div>
            </dl>
            <OrderDocuments order={data} />
          </section>

          <section aria-labelledby="order-address-title" className={sectionClass}>
            <h2 id="order-address-title" className="mb-3 flex items-center gap-2 text-lg text-cocoa-900">
              <MapPin aria-hidden="true" className="size-4 text-amber-700" />
              Shipping Address
            </h2>
            <AddressLines address={address} />
            <OrderDeliveryNote order={data} />
          </section>

          <OrderTimeline order={data} className={sectionClass} />

          <GiftCardPanel order={data} className={sectionClass} />
        </div>
      </div>
      {children}
    </div>
  );
}

/** "-0.20" as "−₹0.20": the sign before the rupee symbol, as the discount lines show it. */
function signedAmount(amount: string): string {
  const paise = toPaise(amount);
  return `${paise < 0 ? "−" : ""}${formatInr(Math.abs(paise))}`;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-cocoa-600">{label}</dt>
      <dd className="text-right font-medium text-cocoa-900">{children}</dd>
    </div>
  );
}
