import { formatInr } from "@contract/money";
import type { Tx } from "@server/db/connect";
import { mailGreeting } from "@server/platform/mail-greeting";
import { enqueueMail } from "@server/platform/mail-outbox";
import { escapeHtml } from "@server/platform/page-meta";
import { type OrderRow, orderForMail } from "./order.repository";
import { handDeliveryText } from "./order-promise";

/** The mails an order's moves send (staff's, or a courier's tracking); each at most once (its dedupe key). */
export type StatusMail =
  | { kind: "shipped"; courier: string; trackingNumber: string }
  | { kind: "delivered" }
  /** `byCustomer`: the shopper cancelled it themselves, before it was packed. */
  | { kind: "cancelled"; refundedPaise: number | null; byCustomer?: boolean }
  /** `late`: the payment arrived after the order was cancelled; else a shipped or delivered order refunded. */
  | { kind: "refunded"; refundedPaise: number; late: boolean }
  /** A booked courier's parcel is with the delivery agent; once per AWB, so a second attempt sends nothing. */
  | { kind: "out_for_delivery"; courier: string; awb: string; trackingUrl: string | null };

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
  return {
    subject: `Order #${number} has shipped — Mithaas`,
    lines: [
      `Good news: your order #${number} is on its way.`,
      ...parcelLines(mail.courier, mail.trackingNumber, order.trackingUrl),
      { text: "See your order", href: orderUrl },
    ],
  };
}

/** The courier and tracking number as the shopper reads them, and the courier's tracking page when booked. */
function parcelLines(courier: string, trackingNumber: string, trackingUrl: string | null): Line[] {
  const parcel = [
    courier ? `Courier: ${courier}` : "",
    trackingNumber ? `Tracking number: ${trackingNumber}` : "",
  ].filter(Boolean);
  return [
    ...(parcel.length > 0 ? [parcel.join("\n")] : []),
    ...(trackingUrl ? [{ text: "Track your parcel", href: trackingUrl }] : []),
  ];
}

function outForDeliveryContent(
  mail: Extract<StatusMail, { kind: "out_for_delivery" }>,
  order: OrderRow,
  orderUrl: string,
): { subject: string; lines: Line[] } {
  const number = order.orderNumber;
  return {
    subject: `Your gift is out for delivery (order #${number}) — Mithaas`,
    lines: [
      `Your gift is out for delivery: ${mail.courier || "the courier"} is bringing order #${number} today.`,
      ...parcelLines(mail.courier, mail.awb, mail.trackingUrl),
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
          mail.byCustomer
            ? `You cancelled your order #${number}.`
            : `Your order #${number} has been cancelled.`,
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
    case "out_for_delivery":
      return outForDeliveryContent(mail, order, orderUrl);
  }
}

/** Once per order and kind; out for delivery once per AWB, so a second delivery attempt sends nothing. */
const dedupeKeyOf = (mail: StatusMail, orderId: number) =>
  mail.kind === "out_for_delivery"
    ? `order-out-for-delivery:${orderId}:${mail.awb}`
    : `order-${mail.kind}:${orderId}`;

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
  await enqueueMail(tx, { to: email, subject, text, html, dedupeKey: dedupeKeyOf(mail, order.id) });
}
