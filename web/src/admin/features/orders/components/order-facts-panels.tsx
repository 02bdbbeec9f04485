import type { AdminOrder } from "@contract/admin/orders";
import { formatInr, toPaise } from "@contract/money";
import { AddressLines } from "@web/components/account/address-lines";
import { formatDateTime } from "@web/lib/format-date";
import { formatAmount } from "@web/lib/format-money";
import { promisedDay } from "./delivery-promise";
import { Panel, Row } from "./panel";
import { automaticRefundText } from "./refund-state";

const when = (iso: string | null) => (iso ? formatDateTime(iso) : "—");

/** The customer, the delivery address as it was when they ordered, and the day (and slot) promised. */
export function CustomerPanel({ order }: { order: AdminOrder }) {
  const { address, customer } = order;
  return (
    <Panel title="Customer & address">
      <p className="font-medium text-cocoa-900">{customer.name}</p>
      <p className="break-all text-cocoa-700 text-sm">{customer.email}</p>
      {customer.phone && <p className="text-cocoa-700 text-sm">{customer.phone}</p>}
      <AddressLines
        address={address}
        look="staff"
        className="mt-3 border-cocoa-100 border-t pt-3 text-cocoa-800 text-sm"
      />
      <p className="mt-3 text-cocoa-600 text-sm">
        {order.shipping_method_name} · {order.delivery_date ? "" : "expected by "}
        {promisedDay(order)}
      </p>
    </Panel>
  );
}

/** Subtotal, discounts, shipping, a hand delivery's slot fee and the total the customer paid. */
export function AmountsPanel({ order }: { order: AdminOrder }) {
  const { amounts } = order;
  const rounding = toPaise(amounts.rounding);
  return (
    <Panel title="Amounts">
      <dl className="text-sm">
        <Row label="Subtotal">{formatAmount(amounts.subtotal)}</Row>
        {toPaise(amounts.offer_discount) > 0 && (
          <Row label={amounts.offer_name ?? "Offer"}>−{formatAmount(amounts.offer_discount)}</Row>
        )}
        {toPaise(amounts.coupon_discount) > 0 && (
          <Row label={`Coupon ${amounts.coupon_code ?? ""}`.trim()}>
            −{formatAmount(amounts.coupon_discount)}
          </Row>
        )}
        <Row label="Shipping">
          {toPaise(amounts.shipping_charge) === 0 ? "FREE" : formatAmount(amounts.shipping_charge)}
        </Row>
        {toPaise(amounts.slot_fee) > 0 && (
          <Row label={`Slot fee (${order.delivery_slot_label ?? "delivery slot"})`}>
            {formatAmount(amounts.slot_fee)}
          </Row>
        )}
        {rounding !== 0 && (
          <Row label="Rounding">{`${rounding < 0 ? "−" : ""}${formatInr(Math.abs(rounding))}`}</Row>
        )}
        <div className="mt-2 flex justify-between gap-4 border-cocoa-100 border-t pt-2 font-semibold text-base">
          <dt>Total</dt>
          <dd>{formatAmount(amounts.total)}</dd>
        </div>
      </dl>
    </Panel>
  );
}

/** The card the customer wrote, and whether they can still change it (until the order is packed). */
export function GiftCardPanel({ order }: { order: AdminOrder }) {
  if (order.gift_message === null && order.gift_from === null) return null;
  return (
    <Panel title="Gift card">
      {order.gift_message && <p className="whitespace-pre-wrap text-cocoa-900">{order.gift_message}</p>}
      {order.gift_from && <p className="mt-2 text-cocoa-800">— {order.gift_from}</p>}
      <p className="mt-3 border-cocoa-100 border-t pt-3 text-cocoa-600 text-sm">
        {order.packed_at
          ? `Packed ${formatDateTime(order.packed_at)}: the card can no longer change.`
          : "The customer can change the card until the order is packed."}
      </p>
    </Panel>
  );
}

/**
 * The gateway's ids, to find the payment or refund in Razorpay's dashboard, and how a late payment's
 * automatic refund is going.
 */
export function PaymentPanel({ order }: { order: AdminOrder }) {
  const { payment } = order;
  const id = (value: string | null) => (value ? <span className="font-mono text-xs">{value}</span> : "—");
  return (
    <Panel title="Payment">
      <dl className="text-sm">
        <Row label="Gateway">{payment.gateway}</Row>
        <Row label="Gateway order">{id(payment.gateway_order_id)}</Row>
        <Row label="Payment">{id(payment.gateway_payment_id)}</Row>
        <Row label="Paid">{when(payment.paid_at)}</Row>
        {order.automatic_refund && (
          <Row label="Automatic refund">{automaticRefundText(order.automatic_refund)}</Row>
        )}
        {(payment.gateway_refund_id || payment.refunded_at) && (
          <>
            <Row label="Refund">{id(payment.gateway_refund_id)}</Row>
            <Row label="Refunded">{when(payment.refunded_at)}</Row>
          </>
        )}
      </dl>
    </Panel>
  );
}

/** Courier, tracking number and when the parcel left and arrived. */
export function ShipmentPanel({ order }: { order: AdminOrder }) {
  const { shipment } = order;
  if (!shipment.shipped_at) return null;
  return (
    <Panel title="Shipment">
      <dl className="text-sm">
        <Row label="Courier">{shipment.courier ?? "—"}</Row>
        <Row label="Tracking number">
          {shipment.tracking_number ? <span className="font-mono">{shipment.tracking_number}</span> : "—"}
        </Row>
        <Row label="Shipped">{when(shipment.shipped_at)}</Row>
        <Row label="Delivered">{when(shipment.delivered_at)}</Row>
      </dl>
    </Panel>
  );
}
