/** Orders are dated in India time (DESIGN.md "Time"), whatever the server's own zone. */
const indiaDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** YYYY-MM-DD of an instant in India. */
export function indiaDate(instant: Date): string {
  return indiaDay.format(instant);
}

/** The day an order should arrive: the India date it was paid (or placed, while unpaid) plus the method's days. */
export function expectedDelivery(order: {
  paidAt: Date | null;
  createdAt: Date;
  shippingDays: number;
}): string {
  const start = indiaDate(order.paidAt ?? order.createdAt);
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + order.shippingDays);
  return date.toISOString().slice(0, 10);
}
