import type { CalendarDateWire, CalendarSlotWire, DeliveryCalendarResponse } from "@contract/delivery";
import { indiaDate, indiaDayText, shortDayText } from "@contract/india-time";
import { toPaise } from "@contract/money";
import { formatAmount } from "@web/lib/format-money";
import { CalendarX2 } from "lucide-react";
import { useId, useState } from "react";
import type { HandPick } from "../shipping-choice";

type HandDeliveryStepProps = {
  calendar: DeliveryCalendarResponse;
  picked: HandPick | null;
  onPick: (pick: HandPick) => void;
};

/** "Today, Tue 20 Oct" for the two nearest days, so the date is never only relative. */
function dayName(date: string, today: string): string {
  const text = indiaDayText(date, today);
  const short = shortDayText(date);
  return text === short ? short : `${text}, ${short}`;
}

function DateTile({
  day,
  today,
  viewed,
  reasonId,
  onView,
  onHint,
}: {
  day: CalendarDateWire;
  today: string;
  viewed: boolean;
  reasonId: string;
  onView: () => void;
  onHint: (day: CalendarDateWire | null) => void;
}) {
  const [weekday = "", dayOfMonth = "", month = ""] = shortDayText(day.date).split(" ");
  const relative = indiaDayText(day.date, today);
  const top = relative === shortDayText(day.date) ? weekday : relative;
  const tone = !day.available
    ? "bg-cocoa-50 text-cocoa-600 ring-1 ring-cocoa-100 line-through decoration-cocoa-400"
    : viewed
      ? "bg-cocoa-900 text-amber-200 ring-2 ring-amber-500"
      : "bg-white text-cocoa-900 ring-1 ring-cocoa-200 hover:ring-amber-400";
  return (
    <li className="snap-start">
      {/* aria-disabled, not disabled: a closed date stays focusable and tappable so its reason can be read. */}
      <button
        type="button"
        aria-pressed={viewed}
        aria-disabled={day.available ? undefined : true}
        aria-label={dayName(day.date, today)}
        aria-describedby={day.reason ? reasonId : undefined}
        title={day.reason ?? undefined}
        onClick={onView}
        onMouseEnter={() => onHint(day)}
        onMouseLeave={() => onHint(null)}
        onFocus={() => onHint(day)}
        onBlur={() => onHint(null)}
        className={`flex min-w-16 flex-col items-center rounded-2xl px-2 py-2.5 whitespace-nowrap text-center transition focus-visible:ring-4 focus-visible:ring-amber-200 focus-visible:outline-none ${tone}`}
      >
        <span className="text-[0.7rem] font-semibold tracking-wide uppercase">{top}</span>
        <span className="font-display text-xl leading-tight">{dayOfMonth}</span>
        <span className="text-xs">{month}</span>
      </button>
      {day.reason && (
        <span id={reasonId} className="sr-only">
          {day.reason}
        </span>
      )}
    </li>
  );
}

function SlotCard({
  slot,
  checked,
  name,
  onPick,
}: {
  slot: CalendarSlotWire;
  checked: boolean;
  name: string;
  onPick: () => void;
}) {
  const fee = toPaise(slot.fee) === 0 ? "Free" : formatAmount(slot.fee);
  const state = slot.available
    ? slot.places_left !== null
      ? `Only ${slot.places_left} left`
      : null
    : slot.reason;
  return (
    <li>
      <label
        className={`flex items-center gap-3 rounded-2xl bg-white p-4 shadow-soft transition ${
          !slot.available
            ? "cursor-not-allowed opacity-60 ring-1 ring-cocoa-100"
            : checked
              ? "cursor-pointer bg-amber-50/60 ring-2 ring-amber-500"
              : "cursor-pointer ring-1 ring-cocoa-100 hover:ring-amber-400"
        } has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-amber-200`}
      >
        <input
          type="radio"
          name={name}
          value={slot.id}
          checked={checked}
          disabled={!slot.available}
          onChange={onPick}
          aria-label={[slot.label, state, fee].filter(Boolean).join(", ")}
          className="size-4 shrink-0 accent-amber-600"
        />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-cocoa-900">{slot.label}</span>
          {state && (
            <span
              className={`block text-xs font-semibold ${slot.available ? "text-amber-800" : "text-cocoa-600"}`}
            >
              {state}
            </span>
          )}
        </span>
        <span className={`shrink-0 font-bold ${fee === "Free" ? "text-emerald-700" : "text-cocoa-900"}`}>
          {fee}
        </span>
      </label>
    </li>
  );
}

/**
 * Decision 24's hand-delivery step: the 30 dates from today (a closed one says why when hovered,
 * focused or tapped), then the viewed date's slots as radio cards with their fee, "Only 3 left" when
 * nearly full, full and closed ones disabled.
 */
export function HandDeliveryStep({ calendar, picked, onPick }: HandDeliveryStepProps) {
  const today = indiaDate(new Date(calendar.now));
  const firstOpen = calendar.dates.find((day) => day.available) ?? calendar.dates[0];
  const [viewedDate, setViewedDate] = useState(picked?.date ?? firstOpen?.date ?? null);
  const [hint, setHint] = useState<CalendarDateWire | null>(null);
  const id = useId();
  const viewed = calendar.dates.find((day) => day.date === viewedDate) ?? firstOpen;
  const hinted = hint && !hint.available && hint.reason ? hint : null;

  return (
    <div className="space-y-5 rounded-2xl bg-cream-200/60 p-4 ring-1 ring-cocoa-100 sm:p-5">
      <div>
        <h3 id={`${id}-dates`} className="mb-3 font-display text-lg text-cocoa-900">
          Choose a delivery date
        </h3>
        <ul
          aria-labelledby={`${id}-dates`}
          className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pt-1 pb-3"
        >
          {calendar.dates.map((day) => (
            <DateTile
              key={day.date}
              day={day}
              today={today}
              viewed={day.date === viewed?.date}
              reasonId={`${id}-${day.date}`}
              onView={() => setViewedDate(day.date)}
              onHint={setHint}
            />
          ))}
        </ul>
        <p aria-hidden="true" className="min-h-5 text-xs text-cocoa-600">
          {hinted && `${shortDayText(hinted.date)}: ${hinted.reason}`}
        </p>
      </div>
      {viewed &&
        (viewed.available ? (
          <fieldset>
            <legend className="mb-3 font-display text-lg text-cocoa-900">
              Choose a time for {dayName(viewed.date, today)}
            </legend>
            <ul className="grid gap-3 sm:grid-cols-2">
              {viewed.slots.map((slot) => (
                <SlotCard
                  key={slot.id}
                  slot={slot}
                  name={`${id}-slot`}
                  checked={picked?.date === viewed.date && picked.slotId === slot.id}
                  onPick={() => onPick({ date: viewed.date, slotId: slot.id })}
                />
              ))}
            </ul>
          </fieldset>
        ) : (
          <p
            role="status"
            className="flex items-start gap-2.5 rounded-xl bg-white px-4 py-3 text-sm text-cocoa-800 ring-1 ring-cocoa-100"
          >
            <CalendarX2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
            <span>
              <span className="font-semibold text-cocoa-900">{dayName(viewed.date, today)}:</span>{" "}
              {viewed.reason ?? "No deliveries on this day"}
            </span>
          </p>
        ))}
    </div>
  );
}
