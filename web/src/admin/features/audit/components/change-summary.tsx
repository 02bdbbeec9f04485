type Json = unknown;

function shown(value: Json): string {
  if (value === null || value === undefined) return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The fields a change touched, as "field: before → after"; a creation or deletion lists one side. */
export function ChangeSummary({ before, after }: { before: Json; after: Json }) {
  const b = (before ?? {}) as Record<string, Json>;
  const a = (after ?? {}) as Record<string, Json>;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (field) => JSON.stringify(b[field]) !== JSON.stringify(a[field]),
  );
  if (fields.length === 0) return <span className="text-cocoa-500">No field changed</span>;
  return (
    <ul className="space-y-0.5">
      {fields.slice(0, 8).map((field) => (
        <li key={field} className="break-words">
          <span className="font-medium">{field}</span>: {before === null ? "" : `${shown(b[field])} → `}
          {after === null ? "removed" : shown(a[field])}
        </li>
      ))}
      {fields.length > 8 && <li className="text-cocoa-500">and {fields.length - 8} more</li>}
    </ul>
  );
}
