import { formatInr } from "@contract/money";
import { findZoneId, shippingOptionNames, shippingTermsFor } from "@contract/shipping";
import type { Tx } from "@server/db/connect";
import { loadActiveZones } from "@server/modules/shipping/delivery.service";
import { mailGreeting } from "@server/platform/mail-greeting";
import type { OutboxMail } from "@server/platform/mail-outbox";
import { escapeHtml } from "@server/platform/page-meta";
import { orderForMail } from "./order.repository";

const dayInIndia = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** Paid day plus the shipping method's days in the address's zone; null when the zone no longer serves it. */
async function expectedDelivery(
  tx: Tx,
  pincode: string,
  method: "S" | "E",
  paidAt: Date,
): Promise<string | null> {
  const { zones, rules } = await loadActiveZones(tx);
  const zone = zones.find((candidate) => candidate.id === findZoneId(pincode, rules));
  const terms = zone ? shippingTermsFor(zone, method) : null;
  if (!terms) return null;
  return dayInIndia.format(new Date(paidAt.getTime() + terms.days * 24 * 60 * 60 * 1000));
}

/** The "order confirmed" mail: order number, items, total, delivery address and expected delivery. */
export async function orderConfirmationMail(
  tx: Tx,
  orderId: number,
  publicUrl: string | undefined,
): Promise<OutboxMail | null> {
  const found = await orderForMail(tx, orderId);
  if (!found) return null;
  const { order, items, email, firstName } = found;
  const address = order.addressDetails;
  const delivery = await expectedDelivery(
    tx,
    address.pincode,
    order.shippingMethod,
    order.paidAt ?? new Date(),
  );
  const itemLines = items.map(
    (item) => `${item.name} × ${item.quantity} — ${formatInr(item.unitPricePaise * item.quantity)}`,
  );
  const addressLines = [
    address.full_name,
    address.house_no,
    address.street,
    address.landmark,
    `${address.city}, ${address.state} ${address.pincode}`,
    `Phone: ${address.phone}`,
  ].filter((line) => line.trim() !== "");
  const hello = mailGreeting(firstName);
  const link = publicUrl ? `${publicUrl}/orders/${order.id}` : null;
  const deliveryLine = delivery
    ? `Expected delivery: ${delivery} (${shippingOptionNames[order.shippingMethod]})`
    : `Shipping: ${shippingOptionNames[order.shippingMethod]}; we will write when it ships.`;
  const text = [
    hello,
    "",
    `Thank you for your order! We have received your payment for order #${order.orderNumber}.`,
    "",
    "Items:",
    ...itemLines.map((line) => `  ${line}`),
    "",
    `Total paid: ${formatInr(order.totalPaise)}`,
    deliveryLine,
    "",
    "Delivering to:",
    ...addressLines.map((line) => `  ${line}`),
    ...(link ? ["", `Track your order: ${link}`] : []),
    "",
    "— Mithaas",
  ].join("\n");
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>Thank you for your order! We have received your payment for order <strong>#${escapeHtml(order.orderNumber)}</strong>.</p>`,
    `<ul>${itemLines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    `<p><strong>Total paid: ${escapeHtml(formatInr(order.totalPaise))}</strong><br>${escapeHtml(deliveryLine)}</p>`,
    `<p>Delivering to:<br>${addressLines.map(escapeHtml).join("<br>")}</p>`,
    ...(link ? [`<p><a href="${escapeHtml(link)}">Track your order</a></p>`] : []),
    "<p>— Mithaas</p>",
  ].join("\n");
  return {
    to: email,
    subject: `Order #${order.orderNumber} confirmed — Mithaas`,
    text,
    html,
    dedupeKey: `order-confirmed:${order.id}`,
  };
}
