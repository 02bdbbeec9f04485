import { shortDayText } from "@contract/india-time";
import type { Tx } from "@server/db/connect";
import { mailGreeting } from "@server/platform/mail-greeting";
import { enqueueMail } from "@server/platform/mail-outbox";
import { escapeHtml } from "@server/platform/page-meta";
import { orderForMail } from "./order.repository";

/**
 * The customer's mail about a staff move, written in the move's transaction. Keyed by the move's event
 * id: a second move of the same order is news and mails again, one move never mails twice.
 */
export async function enqueueMovedMail(
  tx: Tx,
  move: { orderId: number; eventId: number; date: string; label: string; publicUrl: string },
): Promise<void> {
  const found = await orderForMail(tx, move.orderId);
  if (!found) return;
  const { order, email, firstName } = found;
  const orderUrl = `${move.publicUrl}/orders/${order.id}`;
  const hello = mailGreeting(firstName);
  const news = `Your gift will now arrive on ${shortDayText(move.date)}, ${move.label}.`;
  const why = `We have changed the delivery time of your order #${order.orderNumber}. Nothing else about it has changed.`;
  await enqueueMail(tx, {
    to: email,
    subject: `Order #${order.orderNumber}: new delivery time — Mithaas`,
    text: [hello, news, why, `See your order: ${orderUrl}`, "— Mithaas"].join("\n\n"),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(news)}</p>`,
      `<p>${escapeHtml(why)}</p>`,
      `<p><a href="${escapeHtml(orderUrl)}">See your order</a></p>`,
      "<p>— Mithaas</p>",
    ].join("\n"),
    dedupeKey: `order-moved:${move.eventId}`,
  });
}
