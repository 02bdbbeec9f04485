const tones = {
  green: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
  grey: "bg-cocoa-50 text-cocoa-600 ring-cocoa-200",
} as const;

/** A short state word in a coloured pill: Live, Scheduled, Ended, Off. */
export function StatusBadge({ label, tone }: { label: string; tone: keyof typeof tones }) {
  return (
    <span
      className={`inline-flex rounded-full whitespace-nowrap px-2.5 py-0.5 text-xs font-semibold ring-1 ${tones[tone]}`}
    >
      {label}
    </span>
  );
}
