import type { AdminDeliverySlot, CapacityCell } from "@contract/admin/delivery-slots";
import { shortDayText } from "@contract/india-time";
import { ErrorBox } from "@web/components/ui/error-box";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { messageForError } from "@web/lib/http";
import { useState } from "react";
import { useCapacity } from "../api/get-capacity";
import { useSetCapacity } from "../api/set-capacity";

const shownDays = 7;
const wholeNumber = /^\d{1,5}$/;

/** One slot on one date: blank is the slot's default; a number (0 closes it) is that day's capacity. */
function CapacityInput({
  slot,
  cell,
  onSave,
}: {
  slot: AdminDeliverySlot;
  cell: CapacityCell;
  onSave: (capacity: number | null) => void;
}) {
  const saved = cell.capacity_override === null ? "" : String(cell.capacity_override);
  const [text, setText] = useState(saved);
  const [problem, setProblem] = useState(false);
  const save = () => {
    const value = text.trim();
    setProblem(value !== "" && !wholeNumber.test(value));
    if (value === saved || (value !== "" && !wholeNumber.test(value))) return;
    onSave(value === "" ? null : Number(value));
  };
  return (
    <div className="space-y-1">
      <input
        aria-label={`${slot.label} on ${shortDayText(cell.date)}`}
        inputMode="numeric"
        placeholder={String(slot.default_capacity)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === "Enter") event.currentTarget.blur();
        }}
        aria-invalid={problem || undefined}
        className="w-20 rounded-lg border border-cocoa-200 px-2 py-1 text-sm"
      />
      {problem && <p className="text-red-700 text-xs">A whole number, or blank for the default</p>}
      <p className={`text-xs ${cell.booked >= cell.capacity ? "text-red-700" : "text-cocoa-600"}`}>
        {cell.booked}/{cell.capacity} booked
      </p>
    </div>
  );
}

/**
 * A zone's capacity, a week from the chosen date: dates down, slots across. Staff type a day's
 * capacity for a festival rush (0 closes the slot that day), or clear it to go back to the default.
 */
export function CapacityGrid({ zoneId, from }: { zoneId: number; from: string }) {
  const grid = useCapacity(zoneId, from, shownDays);
  const setCapacity = useSetCapacity();
  if (grid.isPending) return <PageSpinner />;
  if (grid.isError)
    return <ErrorState message={messageForError(grid.error)} onRetry={() => grid.refetch()} />;
  const { slots, dates } = grid.data;
  return (
    <div className="space-y-3">
      {setCapacity.isError && <ErrorBox>{messageForError(setCapacity.error)}</ErrorBox>}
      <div className="overflow-x-auto rounded-xl border border-cocoa-100 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Capacity by date and slot; blank uses the slot's default</caption>
          <thead className="border-cocoa-200 border-b text-cocoa-600 text-xs uppercase tracking-wide">
            <tr>
              <th scope="col" className="p-3">
                Date
              </th>
              {slots.map((slot) => (
                <th key={slot.id} scope="col" className="whitespace-nowrap p-3">
                  {slot.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-cocoa-100">
            {dates.map((day) => (
              <tr key={day.date} className="align-top">
                <th scope="row" className="whitespace-nowrap p-3 font-medium">
                  {shortDayText(day.date)}
                  {day.blocked_reason && (
                    <span className="block whitespace-normal font-normal text-red-700 text-xs">
                      {day.blocked_reason}
                    </span>
                  )}
                </th>
                {slots.map((slot) => {
                  const cell = day.cells.find((candidate) => candidate.slot_id === slot.id);
                  return (
                    <td key={slot.id} className="p-3">
                      {cell && (
                        <CapacityInput
                          key={`${cell.capacity_override}`}
                          slot={slot}
                          cell={cell}
                          onSave={(capacity) =>
                            setCapacity.mutate({ slot_id: slot.id, date: day.date, capacity })
                          }
                        />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
