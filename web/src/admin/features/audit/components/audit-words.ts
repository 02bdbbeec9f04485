import { formatDateTime } from "@web/lib/format-date";

const actionWords: Record<string, string> = {
  create: "Created",
  update: "Edited",
  delete: "Deleted",
  cancel: "Cancelled",
  deliver: "Marked delivered",
  hide: "Hid",
  refund: "Refunded",
  reorder: "Reordered",
  ship: "Shipped",
  status: "Changed the status of",
  stock: "Set the stock of",
};

const spaced = (name: string) => name.replaceAll("_", " ");

/** "Edited coupon #3", "Set the stock of product #12": the log's action and record in words. */
export function auditWhat(entry: { action: string; entity: string; entity_id: string | number }): string {
  return `${actionWords[entry.action] ?? spaced(entry.action)} ${spaced(entry.entity)} #${entry.entity_id}`;
}

/** "payment_status" → "Payment status". */
export function fieldLabel(field: string): string {
  const words = spaced(field);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A recorded value as staff read it elsewhere: times in India's zone, lists as lists. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return isoDateTime.test(value) ? formatDateTime(value) : value;
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value) && value.every((item) => typeof item !== "object" || item === null)) {
    return value.length === 0 ? "none" : value.map(shownValue).join(", ");
  }
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}
