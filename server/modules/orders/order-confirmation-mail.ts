import { formatInr } from "@contract/money";
import { type CourierCode, findZoneId, shippingOptionNames, shippingTermsFor } from "@contract/shipping";
import type { Tx } from "@server/db/connect";
import { loadActiveZones } from "@server/modules/shipping/delivery.service";
import { mailGreeting } from "@server/platform/mail-greeting";
import type { OutboxMail } from "@server/platform/mail-outbox";
import { escapeHtml } from "@server/platform/page-meta";
import { type OrderRow, orderForMail } from "./order.repository";
import { cardText, handDeliveryText } from "./order-promise";

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
  method: CourierCode,
  paidAt: Date,
): Promise<string | null> {
  const { zones, rules } = await loadActiveZones(tx);
  const zone = zones.find((candidate) => candidate.id === findZoneId(pincode, rules));
  const terms = zone ? shippingTermsFor(zone, method) : null;
  if (!terms) return null;
  return dayInIndia.format(new Date(paidAt.getTime() + terms.days * 24 * 60 * 60 * 1000));
}

/**
 * The delivery line: a hand delivery's date and slot as promised, else the courier's expected day
 * (from the zone's days today, or a promise to write when it ships if the zone no longer serves it).
 */
async function deliveryLine(tx: Tx, order: OrderRow): Promise<string> {
  const name = shippingOptionNames[order.shippingMethod];
  const promised = handDeliveryText(order);
  if (promised) return `Delivery: ${promised} (${name})`;
  if (order.shippingMethod === "L") return `Delivery: ${name}`;
  const delivery = await expectedDelivery(
    tx,
    order.addressDetails.pincode,
    order.shippingMethod,
    order.paidAt ?? new Date(),
  );
  return delivery
    ? `Expected delivery: ${delivery} (${name})`
    : `Shipping: ${name}; we will write when it ships.`;
}

/**
 * The "order confirmed" mail: order number, items, total (with a slot fee when one was paid), delivery
 * address, the delivery promise, the gift card as the customer wrote it, and the GST invoice's number
 * when one was issued (the PDF needs the customer signed in, so the link is to the order's page).
 */
export async function orderConfirmationMail(
  tx: Tx,
  orderId: number,
  publicUrl: string | undefined,
  invoiceNumber: string | null,
): Promise<OutboxMail | null> {
  const found = await orderForMail(tx, orderId);
  if (!found) return null;
  const { order, items, email, firstName } = found;
  const address = order.addressDetails;
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
  const slotFee =
    order.slotFeePaise > 0
      ? [`Delivery slot fee (${order.deliverySlotLabel ?? "slot"}): ${formatInr(order.slotFeePaise)}`]
      : [];
  const deliveryLines = [...slotFee, await deliveryLine(tx, order)];
  const card = cardText(order);
  const invoice = invoiceNumber
    ? `Your GST tax invoice ${invoiceNumber} is ready: download it from your order's page${link ? "" : " on our website"}.`
    : null;
  const text = [
    hello,
    "",
    `Thank you for your order! We have received your payment for order #${order.orderNumber}.`,
    "",
    "Items:",
    ...itemLines.map((line) => `  ${line}`),
    "",
    `Total paid: ${formatInr(order.totalPaise)}`,
    ...deliveryLines,
    ...(card ? ["", card] : []),
    "",
    "Delivering to:",
    ...addressLines.map((line) => `  ${line}`),
    ...(invoice ? ["", invoice] : []),
    ...(link ? ["", `Track your order${invoice ? " and download your invoice" : ""}: ${link}`] : []),
    "",
    "— Mithaas",
  ].join("\n");
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>Thank you for your order! We have received your payment for order <strong>#${escapeHtml(order.orderNumber)}</strong>.</p>`,
    `<ul>${itemLines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    `<p><strong>Total paid: ${escapeHtml(formatInr(order.totalPaise))}</strong><br>${deliveryLines.map(escapeHtml).join("<br>")}</p>`,
    ...(card ? [`<p>${card.split("\n").map(escapeHtml).join("<br>")}</p>`] : []),
    `<p>Delivering to:<br>${addressLines.map(escapeHtml).join("<br>")}</p>`,
    ...(invoice ? [`<p>${escapeHtml(invoice)}</p>`] : []),
    ...(link
      ? [
          `<p><a href="${escapeHtml(link)}">Track your order${invoice ? " and download your invoice" : ""}</a></p>`,
        ]
      : []),
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
