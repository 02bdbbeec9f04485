import type { Order } from "@contract/orders";
import { useQueryClient } from "@tanstack/react-query";
import { formatDateTime } from "@web/lib/format-date";
import { ExternalLink, Route } from "lucide-react";
import { useEffect, useRef } from "react";
import { orderQueryOptions } from "../api/get-order";
import { useOrderTracking } from "../api/get-order-tracking";
import { type Parcel, type TimelineEntry, timelineOf } from "../timeline";

function When({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <time dateTime={at} className="block text-xs text-cocoa-500">
      {formatDateTime(at)}
    </time>
  );
}

function ParcelLines({ parcel }: { parcel: Parcel }) {
  return (
    <div className="mt-1 space-y-0.5 text-sm text-cocoa-700">
      {parcel.courier && <p>Courier: {parcel.courier}</p>}
      {parcel.number && (
        <p>
          {parcel.numberLabel}:{" "}
          <span className="font-mono font-semibold text-cocoa-900">{parcel.number}</span>
        </p>
      )}
      {parcel.url && (
        <a
          href={parcel.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-amber-800 underline underline-offset-2 hover:text-amber-900"
        >
          Track on the courier's site
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      )}
    </div>
  );
}

const lineClass =
  "relative pb-5 pl-7 last:pb-0 before:absolute before:top-5 before:bottom-0 before:left-[7px] before:w-px before:bg-cocoa-200 last:before:hidden";

function Entry({ entry, current }: { entry: TimelineEntry; current: boolean }) {
  if (entry.kind === "update") {
    return (
      <li className={lineClass}>
        <span aria-hidden="true" className="absolute top-1.5 left-[3px] size-2 rounded-full bg-cocoa-300" />
        <p className="text-sm text-cocoa-800">
          {entry.text}
          {entry.location && <span className="text-cocoa-600"> · {entry.location}</span>}
        </p>
        <When at={entry.at} />
      </li>
    );
  }
  if (entry.kind === "end") {
    return (
      <li className={lineClass}>
        <span
          aria-hidden="true"
          className={`absolute top-1 left-0 size-[15px] rounded-full ring-4 ring-white ${
            entry.key === "refunded" ? "bg-emerald-500" : "bg-red-500"
          }`}
        />
        <p className="font-medium text-cocoa-900">{entry.text}</p>
      </li>
    );
  }
  return (
    <li className={lineClass} aria-current={current ? "step" : undefined}>
      <span
        aria-hidden="true"
        className={`absolute top-1 left-0 size-[15px] rounded-full ring-4 ring-white ${
          entry.reached ? "bg-amber-600" : "border-2 border-cocoa-200 bg-white"
        }`}
      />
      {!entry.reached && <span className="sr-only">Not yet: </span>}
      <p className={`font-medium ${entry.reached ? "text-cocoa-900" : "text-cocoa-500"}`}>{entry.title}</p>
      <When at={entry.at} />
      {entry.detail && <p className="mt-0.5 text-sm text-cocoa-600">{entry.detail}</p>}
      {entry.parcel && <ParcelLines parcel={entry.parcel} />}
    </li>
  );
}

/**
 * The order's timeline (decision 27), in India time: its steps so far and to come, the courier's
 * updates while the parcel is on its way (asked again every 30 s then, while the tab is visible), and how
 * a cancelled or refunded order ended. When the courier moves the parcel on, the order itself is read
 * again so its status follows.
 */
export function OrderTimeline({ order, className = "" }: { order: Order; className?: string }) {
  const tracking = useOrderTracking(order);
  const queryClient = useQueryClient();
  const state = tracking.data?.state;
  const seen = useRef(state);
  useEffect(() => {
    if (seen.current !== undefined && seen.current !== state) {
      void queryClient.invalidateQueries({ queryKey: orderQueryOptions(order.id).queryKey, exact: true });
    }
    seen.current = state;
  }, [state, order.id, queryClient]);

  const entries = timelineOf(order, tracking.data);
  const lastReached = entries.findLastIndex((entry) => entry.kind === "step" && entry.reached);
  return (
    <section aria-labelledby="order-timeline-title" className={className}>
      <h2 id="order-timeline-title" className="mb-4 flex items-center gap-2 text-lg text-cocoa-900">
        <Route aria-hidden="true" className="size-4 text-amber-700" />
        Order timeline
      </h2>
      <ol aria-labelledby="order-timeline-title">
        {entries.map((entry, index) => (
          <Entry key={entry.key} entry={entry} current={index === lastReached && entry.kind === "step"} />
        ))}
      </ol>
    </section>
  );
}
