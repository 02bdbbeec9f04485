import { countdownText } from "@contract/delivery-slots";
import { Timer } from "lucide-react";
import { useEffect, useRef, useState } from "react";

type CutoffCountdownProps = {
  /** When today's last same-day order closes (the calendar's `same_day_order_by`). */
  orderBy: string;
  /** The server's clock in the same answer, and when the browser received it: their difference is the offset. */
  serverNow: string;
  receivedAt: number;
  /** Today's orders have closed: the calendar is asked again (today's slots close with it). */
  onZero: () => void;
};

const minuteMs = 60_000;

/**
 * "Order within 1 h 20 min for delivery today", counted on the server's clock (a browser's clock may be
 * minutes off) and redrawn when the shown minute changes; at zero it asks once for a new calendar.
 */
export function CutoffCountdown({ orderBy, serverNow, receivedAt, onZero }: CutoffCountdownProps) {
  const [, setTick] = useState(0);
  const firedFor = useRef<string | null>(null);
  const offset = Date.parse(serverNow) - receivedAt;
  const msLeft = Date.parse(orderBy) - (Date.now() + offset);

  useEffect(() => {
    if (msLeft <= 0) {
      if (firedFor.current !== orderBy) {
        firedFor.current = orderBy;
        onZero();
      }
      return;
    }
    // Rounded up to the minute, the text changes when the time left crosses a whole minute.
    const timer = setTimeout(() => setTick((tick) => tick + 1), msLeft % minuteMs || minuteMs);
    return () => clearTimeout(timer);
  });

  if (msLeft <= 0) return null;
  return (
    <p className="flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
      <Timer aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
      {countdownText(msLeft)}
    </p>
  );
}
