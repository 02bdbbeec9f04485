import { formatInr } from "@contract/money";
import type { Tx } from "@server/db/connect";
import { mailGreeting } from "@server/platform/mail-greeting";
import { enqueueMail } from "@server/platform/mail-outbox";
import { escapeHtml } from "@server/platform/page-meta";
import { type OrderRow, orderForMail } from "./order.repository";
import { handDeliveryText } from "./order-promise";

/** The mails staff moves send; each order gets each kind at most once (its dedupe key). */
export type StatusMail =
  | { kind: "shipped"; courier: string; trackingNumber: string }
  | { kind: "delivered" }
  | { kind: "cancelled"; refundedPaise: number | null }
  /** `late`: the payment arrived after the order was cancelled; else a shipped or delivered order refunded. */
  | { kind: "refunded"; refundedPaise: number; late: boolean };

type Line = string | { text: string; href: string };

const refundTiming = "Banks usually take 5–7 working days to show it on your statement.";

/** For hand delivery "shipped" means our own driver has left with it, so the mail says so. */
function shippedContent(
  mail: Extract<StatusMail, { kind: "shipped" }>,
  order: OrderRow,
  orderUrl: string,
): { subject: string; lines: Line[] } {
  const number = order.orderNumber;
  const promised = handDeliveryText(order);
  if (promised) {
    return {
      subject: `Your gift is out for delivery (order #${number}) — Mithaas`,
      lines: [
        `Your gift is out for delivery: our own delivery team is bringing order #${number}, as promised for ${promised}.`,
        { text: "See your order", href: orderUrl },
      ],
    };
  }
  const parcel = [
    mail.courier ? `Courier: ${mail.courier}` : "",
    mail.trackingNumber ? `Tracking number: ${mail.trackingNumber}` : "",
  ].filter(Boolean);
  return {
    subject: `Order #${number} has shipped — Mithaas`,
    lines: [
      `Good news: your order #${number} is on its way.`,
      ...(parcel.length > 0 ? [parcel.join("\n")] : []),
      { text: "See your order", href: orderUrl },
    ],
  };
}

function content(mail: StatusMail, order: OrderRow, orderUrl: string): { subject: string; lines: Line[] } {
  const number = order.orderNumber;
  switch (mail.kind) {
    case "shipped":
      return shippedContent(mail, order, orderUrl);
    case "delivered":
      return {
        subject: `Order #${number} delivered — Mithaas`,
        lines: [
          `Your order #${number} has been delivered. We hope it brings a smile!`,
          "Tell other shoppers what you thought: reviews help them choose.",
          { text: "Review your items", href: `${orderUrl}?review=1` },
        ],
      };
    case "cancelled":
      return {
        subject: `Order #${number} cancelled — Mithaas`,
        lines: [
          `Your order #${number} has been cancelled.`,
          mail.refundedPaise === null
            ? "No payment was taken for it."
            : `We have refunded ${formatInr(mail.refundedPaise)} to your original payment method. ${refundTiming}`,
          { text: "See your order", href: orderUrl },
        ],
      };
    case "refunded":
      return {
        subject: `Refund for order #${number} — Mithaas`,
        lines: [
          mail.late
            ? `Your payment for order #${number} arrived after the order had been cancelled, so we could not fulfil it.`
            : `We have refunded your payment for order #${number}.`,
          `We have refunded ${formatInr(mail.refundedPaise)} to your original payment method. ${refundTiming}`,
          { text: "See your order", href: orderUrl },
        ],
      };
  }
}

/**
 * Writes the customer's mail about a staff move into the outbox, in the transaction that makes the
 * move: it is sent exactly when the move commits, and a repeated move cannot send it twice.
 */
export async function enqueueStatusMail(
  tx: Tx,
  orderId: number,
  publicUrl: string,
  mail: StatusMail,
): Promise<void> {
  const found = await orderForMail(tx, orderId);
  if (!found) return;
  const { order, email, firstName } = found;
  const { subject, lines } = content(mail, order, `${publicUrl}/orders/${order.id}`);
  const hello = mailGreeting(firstName);
  const text = [
    hello,
    ...lines.map((line) => (typeof line === "string" ? line : `${line.text}: ${line.href}`)),
    "— Mithaas",
  ].join("\n\n");
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    ...lines.map((line) =>
      typeof line === "string"
        ? `<p>${line.split("\n").map(escapeHtml).join("<br>")}</p>`
        : `<p><a href="${escapeHtml(line.href)}">${escapeHtml(line.text)}</a></p>`,
    ),
    "<p>— Mithaas</p>",
  ].join("\n");
  await enqueueMail(tx, { to: email, subject, text, html, dedupeKey: `order-${mail.kind}:${order.id}` });
}
