import { ArrowDown, ArrowUp } from "lucide-react";

type MoveButtonsProps = {
  index: number;
  count: number;
  name: string;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
};

/** Up and down for one row of an ordered list: buttons work by touch and keyboard alike. */
export function MoveButtons({ index, count, name, disabled, onMove }: MoveButtonsProps) {
  const button =
    "flex size-9 items-center justify-center rounded-lg border border-cocoa-200 bg-white text-cocoa-800 hover:border-amber-500 disabled:opacity-40";
  return (
    <div className="flex gap-1.5">
      <button
        type="button"
        className={button}
        aria-label={`Move ${name} up`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={button}
        aria-label={`Move ${name} down`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** The ids with one moved from `from` to `to`. */
export function moved(ids: number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}
