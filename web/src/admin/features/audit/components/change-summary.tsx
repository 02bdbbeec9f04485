import { fieldLabel, shownValue } from "./audit-words";

type Json = unknown;

const shownAtOnce = 8;

function FieldChange({ field, before, after }: { field: string; before: Json; after: Json }) {
  return (
    <li className="break-words">
      <span className="font-medium">{fieldLabel(field)}</span>:{" "}
      {before === undefined ? "" : `${shownValue(before)} → `}
      {after === undefined ? "removed" : shownValue(after)}
    </li>
  );
}

/**
 * The fields a change touched, as "Field: before → after"; a creation or deletion lists one side.
 * Past the first few, the rest open on demand rather than being left out.
 */
export function ChangeSummary({ before, after }: { before: Json; after: Json }) {
  const b = (before ?? {}) as Record<string, Json>;
  const a = (after ?? {}) as Record<string, Json>;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (field) => JSON.stringify(b[field]) !== JSON.stringify(a[field]),
  );
  if (fields.length === 0) return <span className="text-cocoa-500">No field changed</span>;
  const change = (field: string) => (
    <FieldChange
      key={field}
      field={field}
      before={before === null ? undefined : b[field]}
      after={after === null ? undefined : a[field]}
    />
  );
  return (
    <ul className="space-y-0.5">
      {fields.slice(0, shownAtOnce).map(change)}
      {fields.length > shownAtOnce && (
        <li>
          <details>
            <summary className="cursor-pointer text-amber-800">
              and {fields.length - shownAtOnce} more
            </summary>
            <ul className="mt-0.5 space-y-0.5">{fields.slice(shownAtOnce).map(change)}</ul>
          </details>
        </li>
      )}
    </ul>
  );
}
