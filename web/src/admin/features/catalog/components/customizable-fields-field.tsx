import type { ProductFormValues } from "@contract/admin/catalog";
import { productLimits } from "@contract/admin/catalog-rules";
import { maxCustomizationTextLength } from "@contract/cart-rules";
import { CheckboxField } from "@web/admin/components/checkbox-field";
import { Button } from "@web/components/ui/button";
import { SelectField, TextField } from "@web/components/ui/form-field";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { GroupError } from "./form-section";

function PhotoBounds({ index }: { index: number }) {
  const { register, formState } = useFormContext<ProductFormValues>();
  const errors = formState.errors.customizable_fields?.[index];
  return (
    <div className="grid grid-cols-2 gap-3">
      <TextField
        label="Fewest photos"
        type="number"
        inputMode="numeric"
        min={0}
        max={productLimits.photosPerField}
        error={errors?.min_photos?.message}
        {...register(`customizable_fields.${index}.min_photos`, { valueAsNumber: true })}
      />
      <TextField
        label="Most photos"
        type="number"
        inputMode="numeric"
        min={1}
        max={productLimits.photosPerField}
        error={errors?.max_photos?.message}
        {...register(`customizable_fields.${index}.max_photos`, { valueAsNumber: true })}
      />
    </div>
  );
}

/**
 * What a customer fills in to personalise the product: a text or photos. A field keeps its id while
 * edited, so answers customers already saved stay with it; changing its type starts it afresh.
 */
export function CustomizableFieldsField() {
  const { control, register, formState } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: "customizable_fields",
    keyName: "rowKey",
  });
  const types = useWatch({ control, name: "customizable_fields" });
  const errors = formState.errors.customizable_fields;
  return (
    <div className="space-y-4">
      {fields.map((field, index) => (
        <fieldset key={field.rowKey} className="space-y-3 rounded-lg border border-cocoa-100 p-3">
          <legend className="px-1 text-sm font-semibold text-cocoa-800">Field {index + 1}</legend>
          <div className="grid gap-3 md:grid-cols-2">
            <TextField
              label="Label shown to the customer"
              error={errors?.[index]?.name?.message}
              {...register(`customizable_fields.${index}.name`)}
            />
            <SelectField label="Type" {...register(`customizable_fields.${index}.field_type`)}>
              <option value="text">Text</option>
              <option value="image">Photos</option>
            </SelectField>
          </div>
          {types?.[index]?.field_type === "image" ? (
            <PhotoBounds index={index} />
          ) : (
            <p className="text-xs text-cocoa-500">
              Customers can type up to {maxCustomizationTextLength} characters.
            </p>
          )}
          <CheckboxField label="Required" {...register(`customizable_fields.${index}.is_required`)} />
          <Button variant="ghost" size="sm" onClick={() => remove(index)}>
            <Trash2 aria-hidden="true" className="size-4" /> Remove field {index + 1}
          </Button>
        </fieldset>
      ))}
      <GroupError message={errors?.message ?? errors?.root?.message} />
      {fields.length < productLimits.customizableFields && (
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            append({
              id: null,
              name: "",
              field_type: "text",
              is_required: false,
              min_photos: 0,
              max_photos: 1,
            })
          }
        >
          <Plus aria-hidden="true" className="size-4" /> Add a field
        </Button>
      )}
    </div>
  );
}
