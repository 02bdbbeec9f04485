import type { ProductFormValues } from "@contract/admin/catalog";
import { productLimits } from "@contract/admin/catalog-rules";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/form-field";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { GroupError } from "./form-section";

/** The product page's list of features, one line each, in order. */
export function FeaturesField() {
  const { control, register, formState } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "features", keyName: "rowKey" });
  const errors = formState.errors.features;
  return (
    <div className="space-y-3">
      {fields.map((field, index) => (
        <div key={field.rowKey} className="flex items-end gap-2">
          <div className="flex-1">
            <TextField
              label={`Feature ${index + 1}`}
              error={errors?.[index]?.text?.message}
              {...register(`features.${index}.text`)}
            />
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="mb-1.5"
            aria-label={`Remove feature ${index + 1}`}
            onClick={() => remove(index)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <GroupError message={errors?.message ?? errors?.root?.message} />
      {fields.length < productLimits.features && (
        <Button variant="outline" size="sm" onClick={() => append({ text: "" })}>
          <Plus aria-hidden="true" className="size-4" /> Add a feature
        </Button>
      )}
    </div>
  );
}
