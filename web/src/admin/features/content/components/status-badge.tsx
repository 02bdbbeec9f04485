/** "Active"/"Hidden", "Published"/"Draft", "Unread": a word and a colour, never the colour alone. */
export function StatusBadge({ on, onLabel, offLabel }: { on: boolean; onLabel: string; offLabel: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        on ? "bg-green-100 text-green-800" : "bg-cocoa-100 text-cocoa-700"
      }`}
    >
      {on ? onLabel : offLabel}
    </span>
  );
}
