import { indiaDate, shortDayText } from "@contract/india-time";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { SelectField, TextField } from "@web/components/ui/form-field";
import { messageForError } from "@web/lib/http";
import { toast } from "@web/lib/toast";
import { type FormEvent, useState } from "react";
import { useAddBlockedDate, useBlockedDates, useRemoveBlockedDate } from "../api/blocked-dates";

type Zone = { id: number; name: string };

const reasonFor = (date: string) => (date ? `No deliveries on ${shortDayText(date)}` : "");

/** "Fri 29 Oct", with the year when it is not this year's. */
const blockDay = (date: string) =>
  date.slice(0, 4) === indiaDate(new Date()).slice(0, 4)
    ? shortDayText(date)
    : `${shortDayText(date)} ${date.slice(0, 4)}`;

/**
 * Dates without hand delivery, in one zone or all. Shoppers read the reason as written, so the form
 * starts it as "No deliveries on {day}" for staff to finish ("… Diwali").
 */
export function BlockedDatesPanel({ zones, zoneId }: { zones: Zone[]; zoneId: number | null }) {
  const blocked = useBlockedDates();
  const add = useAddBlockedDate();
  const remove = useRemoveBlockedDate();
  const [date, setDate] = useState("");
  const [zone, setZone] = useState(zoneId === null ? "" : String(zoneId));
  const [reason, setReason] = useState("");
  const [reasonEdited, setReasonEdited] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await add.mutateAsync({ date, zone_id: zone === "" ? null : Number(zone), reason });
      toast.success(`${shortDayText(date)} blocked`);
      setDate("");
      setReason("");
      setReasonEdited(false);
    } catch {
      // Shown above the form.
    }
  };
  return (
    <div className="space-y-4">
      {blocked.isError && <ErrorBox>{messageForError(blocked.error)}</ErrorBox>}
      {blocked.data && blocked.data.length === 0 && (
        <p className="text-cocoa-600 text-sm">No dates blocked.</p>
      )}
      {blocked.data && blocked.data.length > 0 && (
        <ul className="divide-y divide-cocoa-100 rounded-xl border border-cocoa-100 bg-white">
          {blocked.data.map((block) => (
            <li key={block.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span>
                <span className="font-semibold">{blockDay(block.date)}</span> ·{" "}
                {block.zone_name ?? "All zones"} · {block.reason}
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                aria-label={`Remove the block on ${blockDay(block.date)} (${block.zone_name ?? "all zones"})`}
                onClick={() => remove.mutate(block.id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 rounded-xl border border-cocoa-100 bg-white p-4 sm:grid-cols-3"
      >
        {add.isError && (
          <div className="sm:col-span-3">
            <ErrorBox>{messageForError(add.error)}</ErrorBox>
          </div>
        )}
        <TextField
          label="Date to block"
          type="date"
          min={indiaDate(new Date())}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            if (!reasonEdited) setReason(reasonFor(event.target.value));
          }}
        />
        <SelectField label="Block in" value={zone} onChange={(event) => setZone(event.target.value)}>
          <option value="">All zones</option>
          {zones.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Reason shoppers see"
          maxLength={120}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonEdited(true);
          }}
        />
        <div className="sm:col-span-3">
          <Button type="submit" size="sm" disabled={add.isPending || date === "" || reason.trim() === ""}>
            Block date
          </Button>
        </div>
      </form>
    </div>
  );
}
