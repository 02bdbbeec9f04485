import type { AdminColumn } from "@web/admin/components/data-table";
import type { ReactNode } from "react";
import { useEffect, useId, useRef } from "react";
import type { Selection } from "./use-selection";

type Props = { selection: Selection; count: number; what: string; children: ReactNode };

/**
 * "Select all" and the list's action, above the table so both work on a phone's cards as on a desktop
 * table. The box shows a dash while some rows are ticked.
 */
export function SelectionBar({ selection, count, what, children }: Props) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = selection.some;
  }, [selection.some]);
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-3">
        <input
          ref={box}
          id={id}
          type="checkbox"
          checked={selection.all}
          disabled={count === 0}
          onChange={(event) => selection.setAll(event.target.checked)}
          className="size-5 rounded border-cocoa-300 accent-amber-600"
        />
        <label htmlFor={id} className="font-medium text-cocoa-800 text-sm">
          Select all {count} {what}
        </label>
        <span className="text-cocoa-600 text-sm">{selection.chosen.length} selected</span>
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

/** One row's tick box, named for the order it picks. */
function RowTick({ label, ticked, onToggle }: { label: string; ticked: boolean; onToggle: () => void }) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={ticked}
      onChange={onToggle}
      className="size-5 rounded border-cocoa-300 accent-amber-600"
    />
  );
}

type Tickable = { order_number: string; ticked: boolean; toggle: () => void };

/** The first column of a list rows can be picked from: one box per order, named for screen readers. */
export function tickColumn<T extends Tickable>(header: string): AdminColumn<T> {
  return {
    id: "pick",
    header,
    // Wide enough for its heading, which a crowded table would otherwise break mid-word.
    cell: ({ row: { original } }) => (
      <span className="block min-w-12">
        <RowTick
          label={`Select order #${original.order_number}`}
          ticked={original.ticked}
          onToggle={original.toggle}
        />
      </span>
    ),
  };
}
