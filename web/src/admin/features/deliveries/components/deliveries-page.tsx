import type { DayPlan, DayPlanOrder, DayPlanSlot } from "@contract/admin/deliveries";
import { indiaDate, isIndiaDate, shortDayText } from "@contract/india-time";
import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { Button } from "@web/components/ui/button";
import { ErrorState } from "@web/components/ui/error-state";
import { SelectField, TextField } from "@web/components/ui/form-field";
import { PageSpinner } from "@web/components/ui/spinner";
import { messageForError } from "@web/lib/http";
import { toast } from "@web/lib/toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { Printer } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useDayPlan } from "../api/get-day-plan";
import { markPacked } from "../api/mark-packed";
import { BlockedDatesPanel } from "./blocked-dates-panel";
import { CapacityGrid } from "./capacity-grid";
import { MoveDialog } from "./move-dialog";
import { PrintSheets } from "./print-sheets";
import { SlotSection } from "./slot-section";

const ordersOf = (plan: DayPlan) => plan.slots.flatMap((slot) => slot.areas.flatMap((area) => area.orders));

/**
 * Stamps the day's unpacked orders packed, then prints: from then on a customer can no longer change
 * a card that is already printed.
 */
function PrintButton({ plan, refetch }: { plan: DayPlan; refetch: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const orders = ordersOf(plan);
  const print = async () => {
    setBusy(true);
    try {
      const toPack = orders.filter(
        (order) => order.order_status === "PROCESSING" && order.packed_at === null,
      );
      if (toPack.length > 0) {
        await markPacked(toPack.map((order) => order.id));
        await refetch();
      }
      window.print();
    } catch (error) {
      toast.error(messageForError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={print} disabled={busy || orders.length === 0}>
      <Printer aria-hidden="true" className="size-4" /> {busy ? "Preparing…" : "Print slips and cards"}
    </Button>
  );
}

function Plan({
  plan,
  zoneId,
  refetch,
}: {
  plan: DayPlan;
  zoneId: number | null;
  refetch: () => Promise<unknown>;
}) {
  const [moving, setMoving] = useState<{ order: DayPlanOrder; slot: DayPlanSlot } | null>(null);
  const count = ordersOf(plan).length;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-cocoa-700">
          {count === 0 ? "No deliveries" : `${count} ${count === 1 ? "delivery" : "deliveries"}`} on{" "}
          {shortDayText(plan.date)}
        </p>
        <PrintButton plan={plan} refetch={refetch} />
      </div>
      {plan.blocks.map((block) => (
        <p key={`${block.zone_id}`} className="mb-4 rounded-lg bg-amber-50 p-3 text-amber-900 text-sm">
          Blocked{" "}
          {block.zone_id === null
            ? "in every zone"
            : `in ${plan.zones.find((zone) => zone.id === block.zone_id)?.name ?? "a zone"}`}
          : {block.reason}
        </p>
      ))}
      {plan.slots.length === 0 ? (
        <p className="text-cocoa-600">
          {zoneId === null ? "No zone delivers by hand yet." : "This zone does not deliver by hand."}
        </p>
      ) : (
        <div className="space-y-8">
          {plan.slots.map((slot) => (
            <SlotSection
              key={slot.slot_id}
              slot={slot}
              showZone={zoneId === null}
              onMove={(order, from) => setMoving({ order, slot: from })}
            />
          ))}
        </div>
      )}
      {moving && (
        <MoveDialog
          order={moving.order}
          from={{ slot: moving.slot, date: plan.date }}
          slots={plan.slots.filter((slot) => slot.zone_id === moving.slot.zone_id && slot.is_active)}
          onClose={() => setMoving(null)}
        />
      )}
      <PrintSheets plan={plan} />
    </>
  );
}

/**
 * /admin/deliveries: the day's hand deliveries by slot and area, to pack, print, send out and mark
 * delivered, or move; below, the zone's capacity for the week and the blocked dates.
 */
export default function DeliveriesPage() {
  usePageTitle("Deliveries");
  const [params, setParams] = useSearchParams();
  const asked = params.get("date") ?? "";
  const date = isIndiaDate(asked) ? asked : indiaDate(new Date());
  const zoneId = /^\d+$/.test(params.get("zone") ?? "") ? Number(params.get("zone")) : null;
  const plan = useDayPlan(date, zoneId);
  const change = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === "") next.delete(name);
      else next.set(name, value);
      return next;
    });
  const zones = plan.data?.zones ?? [];
  return (
    <>
      <AdminPageHeader title="Deliveries" />
      <div className="mb-6 grid max-w-xl gap-4 sm:grid-cols-2">
        <TextField
          label="Date"
          type="date"
          value={date}
          onChange={(event) => change("date", event.target.value)}
        />
        <SelectField
          label="Zone"
          value={zoneId === null ? "" : String(zoneId)}
          onChange={(event) => change("zone", event.target.value)}
        >
          <option value="">All zones</option>
          {zones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zone.name}
            </option>
          ))}
        </SelectField>
      </div>
      {plan.isPending && <PageSpinner />}
      {plan.isError && <ErrorState message={messageForError(plan.error)} onRetry={() => plan.refetch()} />}
      {plan.data && <Plan plan={plan.data} zoneId={zoneId} refetch={plan.refetch} />}
      <section aria-labelledby="capacity-heading" className="mt-10 space-y-3">
        <h2 id="capacity-heading" className="font-display text-2xl text-cocoa-900">
          Capacity
        </h2>
        {zoneId === null ? (
          <p className="text-cocoa-600 text-sm">Choose a zone to see and change its capacity for the week.</p>
        ) : (
          <CapacityGrid zoneId={zoneId} from={date} />
        )}
      </section>
      <section aria-labelledby="blocked-heading" className="mt-10 space-y-3">
        <h2 id="blocked-heading" className="font-display text-2xl text-cocoa-900">
          Blocked dates
        </h2>
        <BlockedDatesPanel key={zoneId ?? "all"} zones={zones} zoneId={zoneId} />
      </section>
    </>
  );
}
