import type { ProductFormValues } from "@contract/admin/catalog";
import type { AdminOccasion } from "@contract/admin/occasions";
import { CheckboxField } from "@web/admin/components/checkbox-field";
import { Controller, useFormContext } from "react-hook-form";
import { GroupError } from "./form-section";

const groups = [
  { kind: "occasion", legend: "Occasions" },
  { kind: "recipient", legend: "Recipients" },
] as const;

/** "Occasions & recipients": the tags shoppers browse by, as two groups of checkboxes. */
export function OccasionsField({ occasions }: { occasions: AdminOccasion[] }) {
  const { control } = useFormContext<ProductFormValues>();
  const of = (kind: AdminOccasion["kind"]) => occasions.filter((row) => row.kind === kind);
  return (
    <Controller
      control={control}
      name="occasion_ids"
      render={({ field, fieldState }) => {
        const chosen = new Set((field.value ?? []).map(Number));
        const toggle = (id: number, on: boolean) =>
          field.onChange(on ? [...chosen, id] : [...chosen].filter((other) => other !== id));
        return (
          <div className="space-y-4">
            <div className="grid gap-4 md:grid-cols-2">
              {groups.map((group) => (
                <fieldset key={group.kind} className="space-y-2">
                  <legend className="mb-2 text-sm font-semibold text-cocoa-800">{group.legend}</legend>
                  {of(group.kind).length === 0 && <p className="text-sm text-cocoa-500">None yet.</p>}
                  {of(group.kind).map((occasion) => (
                    <CheckboxField
                      key={occasion.id}
                      label={occasion.title}
                      hint={occasion.is_active ? undefined : "Hidden from the store"}
                      checked={chosen.has(occasion.id)}
                      onChange={(event) => toggle(occasion.id, event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  ))}
                </fieldset>
              ))}
            </div>
            <GroupError message={fieldState.error?.message} />
          </div>
        );
      }}
    />
  );
}
