import type { AdminShipment } from "@contract/admin/shipments";
import { isIndiaDate, shortDayText } from "@contract/india-time";
import { formatDateTime } from "@web/lib/format-date";
import { Link } from "react-router";

/** The order's number, opening its page (where its Courier panel is). */
export function OrderLink({ id, number }: { id: number; number: string }) {
  return (
    <Link
      to={`/admin/orders/${id}`}
      className="whitespace-nowrap font-mono font-semibold text-amber-800 underline-offset-2 hover:underline"
    >
      {number}
    </Link>
  );
}

/** An India date as "Tue 20 Oct"; anything else as it came. */
export const dayText = (date: string | null) =>
  date && isIndiaDate(date) ? shortDayText(date) : (date ?? "—");

/** The courier's newest update and when, or a dash. */
export function LatestUpdate({ shipment }: { shipment: AdminShipment }) {
  const latest = shipment.updates[0];
  if (!latest) return <>—</>;
  return (
    <>
      <span className="block">{latest.label}</span>
      <span className="block text-cocoa-600 text-xs">
        {[latest.at ? formatDateTime(latest.at) : null, latest.location || null].filter(Boolean).join(" · ")}
      </span>
    </>
  );
}
