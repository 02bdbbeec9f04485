import {
  type ShipmentList,
  type ShipmentView,
  shipmentMessages,
  shipmentViews,
} from "@contract/admin/shipments";
import { indiaDate, isIndiaDate } from "@contract/india-time";
import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { ErrorState } from "@web/components/ui/error-state";
import { TextField } from "@web/components/ui/form-field";
import { PageSpinner } from "@web/components/ui/spinner";
import { ApiError, messageForError } from "@web/lib/http";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSearchParams } from "react-router";
import { useShipmentList } from "../api/get-shipment-list";
import { BookedTab } from "./booked-tab";
import { BookingTab } from "./booking-tab";
import { ShipmentViewTabs } from "./shipment-view-tabs";
import { ToBookTab } from "./to-book-tab";
import { TrackingTab } from "./tracking-tab";

const isView = (text: string | null): text is ShipmentView =>
  (shipmentViews as readonly string[]).includes(text ?? "");

function ViewBody({ view, list, paidOn }: { view: ShipmentView; list: ShipmentList; paidOn: string }) {
  switch (view) {
    case "to_book":
      return <ToBookTab list={list} paidOn={paidOn} />;
    case "booking":
      return <BookingTab shipments={list.shipments} />;
    case "booked":
      return <BookedTab shipments={list.shipments} />;
    default:
      return <TrackingTab view={view} shipments={list.shipments} />;
  }
}

/**
 * /admin/shipments: booking courier orders through Shiprocket in bulk and following them: a day's
 * orders to book, bookings in progress or refused, parcels to print and hand over, on the way, and
 * those that need a look. With manual shipping it only says so.
 */
export default function CourierBookingsPage() {
  usePageTitle("Courier bookings");
  const [params, setParams] = useSearchParams();
  const asked = params.get("view");
  const view: ShipmentView = isView(asked) ? asked : "to_book";
  const askedDay = params.get("paid_on") ?? "";
  const paidOn = isIndiaDate(askedDay) ? askedDay : indiaDate(new Date());
  const list = useShipmentList(view, view === "to_book" ? paidOn : null);
  const hrefOf = (next: ShipmentView) => {
    const query = new URLSearchParams(params);
    query.set("view", next);
    return `?${query}`;
  };
  const setPaidOn = (date: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (isIndiaDate(date)) next.set("paid_on", date);
      else next.delete("paid_on");
      return next;
    });

  const header = <AdminPageHeader title="Courier bookings" />;
  if (list.isPending) {
    return (
      <>
        {header}
        <PageSpinner />
      </>
    );
  }
  // The provider says so in every list's answer; a server that refuses the list instead says the same.
  const manual =
    list.data?.provider === "manual" ||
    (list.error instanceof ApiError && list.error.message === shipmentMessages.notSetUp);
  if (manual) {
    return (
      <>
        {header}
        <p className="rounded-xl border border-cocoa-100 bg-white p-6 text-cocoa-700">
          {shipmentMessages.notSetUp}
        </p>
      </>
    );
  }
  return (
    <>
      {header}
      <ShipmentViewTabs current={view} hrefOf={hrefOf} />
      {view === "to_book" && (
        <div className="mb-4 max-w-xs">
          <TextField
            label="Paid on"
            type="date"
            value={paidOn}
            onChange={(event) => setPaidOn(event.target.value)}
          />
        </div>
      )}
      {list.isError && !list.data && (
        <ErrorState message={messageForError(list.error)} onRetry={() => list.refetch()} />
      )}
      {list.isPlaceholderData && <PageSpinner />}
      {list.data && !list.isPlaceholderData && <ViewBody view={view} list={list.data} paidOn={paidOn} />}
    </>
  );
}
