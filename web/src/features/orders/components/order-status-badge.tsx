import { CheckCircle2, Clock, type LucideIcon, Package, RefreshCw, Truck, XCircle } from "lucide-react";

type StatusStyle = { icon: LucideIcon; className: string };

/** Product §4: each order status with its own icon and colour; anything else is shown as it is. */
const statusStyles: Record<string, StatusStyle> = {
  PENDING: { icon: Clock, className: "bg-yellow-100 text-yellow-800 ring-yellow-200" },
  PROCESSING: { icon: RefreshCw, className: "bg-blue-100 text-blue-800 ring-blue-200" },
  SHIPPED: { icon: Truck, className: "bg-purple-100 text-purple-800 ring-purple-200" },
  DELIVERED: { icon: CheckCircle2, className: "bg-green-100 text-green-800 ring-green-200" },
  CANCELLED: { icon: XCircle, className: "bg-red-100 text-red-800 ring-red-200" },
};
const otherStatus: StatusStyle = { icon: Package, className: "bg-cocoa-100 text-cocoa-800 ring-cocoa-200" };

export function OrderStatusBadge({ status }: { status: string }) {
  const { icon: Icon, className } = statusStyles[status] ?? otherStatus;
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold tracking-wide ring-1 ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {status}
    </span>
  );
}
