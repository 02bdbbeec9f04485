const styles: Record<string, string> = {
  PENDING: "bg-yellow-100 text-yellow-800 ring-yellow-200",
  PROCESSING: "bg-blue-100 text-blue-800 ring-blue-200",
  SHIPPED: "bg-purple-100 text-purple-800 ring-purple-200",
  DELIVERED: "bg-green-100 text-green-800 ring-green-200",
  CANCELLED: "bg-red-100 text-red-800 ring-red-200",
  PAID: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  FAILED: "bg-cocoa-100 text-cocoa-700 ring-cocoa-200",
  REFUNDED: "bg-sky-50 text-sky-800 ring-sky-200",
  REFUND_DUE: "bg-red-600 text-white ring-red-700",
};

/** An order or payment status in the colours the store uses for it (product §4). */
export function StatusChip({ status, label }: { status: string; label?: string }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 font-semibold text-xs tracking-wide ring-1 ${
        styles[status] ?? "bg-cocoa-100 text-cocoa-800 ring-cocoa-200"
      }`}
    >
      {label ?? status}
    </span>
  );
}
